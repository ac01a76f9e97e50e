import type { ReactNode } from 'react';
import type { ApiUsage, UsageCounts } from '../../contracts/api-tokens.ts';
import { useT } from '../app-shell/i18n.ts';

const cell = 'px-4 py-2 text-right tabular-nums';

function CountCells({ counts, format }: { counts: UsageCounts; format: (n: number) => string }) {
  return (
    <>
      <td className={cell}>{format(counts.calls)}</td>
      <td className={cell}>{format(counts.errors)}</td>
      <td className={cell}>{format(counts.credits)}</td>
    </>
  );
}

function CountsTable({
  caption,
  first,
  children,
  foot,
}: {
  caption: string;
  first: string;
  children: ReactNode;
  foot?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border border-ink-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-ink-900">{caption}</caption>
        <thead className="bg-ink-50 text-ink-800">
          <tr>
            <th scope="col" className="px-4 py-2">
              {first}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('apiTokens.usage.calls')}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('apiTokens.usage.errorCount')}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('apiTokens.usage.credits')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot className="border-t border-ink-200 font-semibold">{foot}</tfoot>}
      </table>
    </div>
  );
}

/** The charts' numbers as tables: per service (with the total), per token, and per day. */
export function UsageTables({
  usage,
  dayLabels,
  formatNumber,
}: {
  usage: ApiUsage;
  dayLabels: string[];
  formatNumber: (value: number) => string;
}) {
  const t = useT();
  const rowHead = 'px-4 py-2 font-semibold text-ink-900';
  return (
    <>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <CountsTable
            caption={t('apiTokens.usage.byService')}
            first={t('apiTokens.usage.service')}
            foot={
              <tr>
                <th scope="row" className="px-4 py-2">
                  {t('apiTokens.usage.total')}
                </th>
                <CountCells counts={usage.totals} format={formatNumber} />
              </tr>
            }
          >
            {usage.byService.map((row) => (
              <tr key={row.service} className="border-t border-ink-100">
                <th scope="row" className={rowHead}>
                  {t(`tools.name.${row.service}`)}
                </th>
                <CountCells counts={row} format={formatNumber} />
              </tr>
            ))}
          </CountsTable>
          <p className="mt-1 text-xs text-ink-700">{t('apiTokens.usage.totalNote')}</p>
        </div>
        <CountsTable caption={t('apiTokens.usage.byToken')} first={t('apiTokens.usage.token')}>
          {usage.byToken.map((row) => (
            <tr key={row.tokenId} className="border-t border-ink-100">
              <th scope="row" className={rowHead}>
                {row.name} <span className="font-mono text-xs font-normal">{row.prefix}…</span>
              </th>
              <CountCells counts={row} format={formatNumber} />
            </tr>
          ))}
        </CountsTable>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t('apiTokens.usage.daily')}
        </summary>
        <div className="mt-2">
          <CountsTable caption={t('apiTokens.usage.daily')} first={t('apiTokens.usage.day')}>
            {usage.daily.map((row, i) => (
              <tr key={row.day} className="border-t border-ink-100">
                <th scope="row" className={rowHead}>
                  <time dateTime={row.day}>{dayLabels[i]}</time>
                </th>
                <CountCells counts={row} format={formatNumber} />
              </tr>
            ))}
          </CountsTable>
        </div>
      </details>
    </>
  );
}
