import { useStore } from '@nanostores/react';
import { optionCreditLines } from '../../../components/pricing/option-credit-lines.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/** /studio-pricing's "credits per option" table: the same lines as /pricing (decision 065). */
export function OptionCreditTable() {
  const t = useT();
  const locale = useStore($locale);
  const lines = optionCreditLines(t, locale);
  return (
    <section aria-labelledby="option-credits-heading" className="mt-10">
      <h2 id="option-credits-heading" className="text-xl font-bold text-ink-900">
        {t('pricing.options.heading')}
      </h2>
      <p className="mt-2 text-ink-700">{t('pricing.options.intro')}</p>
      <div
        className="mt-4 max-h-[32rem] overflow-auto rounded-xl border border-ink-200"
        role="region"
        aria-labelledby="option-credits-caption"
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption id="option-credits-caption" className="sr-only">
            {t('pricing.options.caption')}
          </caption>
          <thead className="sticky top-0 bg-ink-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-800">
                {t('pricing.options.tool')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-800">
                {t('pricing.options.option')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold text-ink-800">
                {t('pricing.options.credits')}
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
