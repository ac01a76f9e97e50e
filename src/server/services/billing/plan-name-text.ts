import type { PlanId } from '../../../contracts/plans.ts';
import { t, type DictionaryKey } from '../../../i18n/index.ts';
import type { LocalizedText } from '../../http/app-error.ts';

/**
 * A message naming a plan, in both languages, with `{plan}` the catalogue's name of the plan in
 * each language (issue 22: "Chuyên sâu" in Vietnamese, "Pro" in English; never a raw id).
 * @example localizeWithPlan('apiTokens.errors.planWithoutApi', 'pro').vi // '…từ gói Chuyên sâu…'
 */
export function localizeWithPlan(
  message: DictionaryKey,
  planId: PlanId,
  params: Record<string, string | number> = {},
): LocalizedText {
  const text = (lang: 'en' | 'vi') =>
    t(lang)(message, { ...params, plan: t(lang)(`pricing.plan.${planId}`) });
  return { en: text('en'), vi: text('vi') };
}
