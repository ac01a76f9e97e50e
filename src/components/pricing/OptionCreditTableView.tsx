import type { OptionCreditLine } from './option-credit-lines.ts';

/** The table's texts, in the page's language. */
export interface OptionCreditLabels {
  heading: string;
  intro: string;
  caption: string;
  tool: string;
  option: string;
  credits: string;
}

/**
 * The "credits per option" table (decision 065), drawn the same on /pricing (rendered at build,
 * no script) and /studio-pricing (inside its island): only the spacing around it differs.
 */
export function OptionCreditTableView({
  lines,
  labels,
  sectionClass,
  headingClass,
}: {
  lines: OptionCreditLine[];
  labels: OptionCreditLabels;
  sectionClass: string;
  headingClass: string;
}) {
  return (
    <section aria-labelledby="option-credits-heading" className={sectionClass}>
      <h2 id="option-credits-heading" className={headingClass}>
        {labels.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-700">{labels.intro}</p>
      <div
        className="mt-4 max-h-[32rem] overflow-auto rounded-xl border border-ink-200"
        role="region"
        aria-labelledby="option-credits-caption"
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption id="option-credits-caption" className="sr-only">
            {labels.caption}
          </caption>
          <thead className="sticky top-0 bg-ink-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-800">
                {labels.tool}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-800">
                {labels.option}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold text-ink-800">
                {labels.credits}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.tool} ${line.option}`} className="border-t border-ink-100">
                <th scope="row" className="px-4 py-2 font-medium text-ink-900">
                  {line.tool}
                </th>
                <td className="px-4 py-2 text-ink-800">{line.option}</td>
                <td className="px-4 py-2 text-right font-semibold text-ink-900 tabular-nums">
                  {line.credits}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The labels from a translate function of either side (Astro's `t(locale)`, the island's). */
export function optionCreditLabels(
  translate: (
    key: `pricing.options.${'heading' | 'intro' | 'caption' | 'tool' | 'option' | 'credits'}`,
  ) => string,
): OptionCreditLabels {
  return {
    heading: translate('pricing.options.heading'),
    intro: translate('pricing.options.intro'),
    caption: translate('pricing.options.caption'),
    tool: translate('pricing.options.tool'),
    option: translate('pricing.options.option'),
    credits: translate('pricing.options.credits'),
  };
}
