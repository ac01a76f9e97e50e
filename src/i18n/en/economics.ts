/** English strings of issue 27 points 5 and 6: fair use and the admin margin analytics. */
export const enEconomics = {
  'admin.errors.fairUseBudget': 'Enter a whole number of dong from 0 to 10,000,000,000',
  'admin.economics.title': 'Revenue, engine cost and margin',
  'admin.economics.summary':
    'From {start} to {end}: {generations} generations earned {revenue} and cost {cost} in engines, a gross margin of {margin} ({ratio}).',
  'admin.economics.noRatio': 'no revenue',
  'admin.economics.marginSeries': 'Gross margin (₫)',
  'admin.economics.byTool': 'Margin by tool',
  'admin.economics.byEngine': 'Margin by engine',
  'admin.economics.byModel': 'Margin by model',
  'admin.economics.byPlan': 'Margin by plan',
  'admin.economics.overTime': 'Gross margin over time',
  'admin.economics.key': 'Name',
  'admin.economics.generations': 'Generations',
  'admin.economics.revenue': 'Revenue',
  'admin.economics.cost': 'Engine cost',
  'admin.economics.margin': 'Gross margin',
  'admin.economics.ratio': 'Margin %',
  'admin.economics.worst': 'The five options that lose the most',
  'admin.economics.noLosses': 'No option lost money in this range.',
  'admin.economics.option': 'Option',
  'admin.economics.unknown': 'No engine call',
  'admin.fairUse.title': 'Fair-use budget (unlimited plans)',
  'admin.fairUse.explain':
    'Monthly engine-cost budget for this account. Leave empty to use the default of {default}.',
  'admin.fairUse.budget': 'Monthly budget (₫)',
  'admin.fairUse.used':
    'This month: {spent} recorded, {pending} reserved for running generations, of {budget}.',
  'admin.fairUse.save': 'Save budget',
  'admin.fairUse.saved': 'Budget saved.',
  'pricing.fairUse.title': 'Fair use',
  'pricing.fairUse.body':
    'Unlimited generations come with a monthly engine-cost budget per account of {budget} by default. Once it is used up, new generations wait for the next month, or ask us to raise it.',
} as const;
