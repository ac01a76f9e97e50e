import { useQuery } from '@tanstack/react-query';
import { studioTools, type StudioTool } from '../../contracts/studio.ts';
import type { TeamAudit } from '../../contracts/teams.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { teamApi, teamKeys } from './team-api.ts';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { TeamSection } from './TeamSection.tsx';

const cell = 'px-4 py-2';
const numberCell = `${cell} text-right tabular-nums`;
const statusKeys: Record<string, IslandKey> = {
  reserved: 'teamScreen.audit.reserved',
  captured: 'teamScreen.audit.captured',
  refunded: 'teamScreen.audit.refunded',
};

/** The owner's audit (decision 103): per person totals, then the latest spends. */
export function TeamAuditSection() {
  const t = useT();
  const audit = useQuery({ queryKey: teamKeys.audit, queryFn: teamApi.audit });
  return (
    <TeamSection id="team-audit" heading={t('teamScreen.audit.title')}>
      {audit.isPending && (
        <p role="status" className="mt-2 text-ink-700">
          {t('teamScreen.loading')}
        </p>
      )}
      {audit.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {t('teamScreen.loadFailed')}
        </p>
      )}
      {audit.data && <AuditTables audit={audit.data} />}
    </TeamSection>
  );
}

function AuditTables({ audit }: { audit: TeamAudit }) {
  const t = useT();
  const format = useFormat();
  const toolName = (tool: string | null) =>
    tool && studioTools.includes(tool as StudioTool)
      ? t(toolNameKey(tool as StudioTool))
      : t('teamScreen.audit.toolGone');
  return (
    <div className="mt-4 space-y-6">
      <ScrollTable
        caption={t('teamScreen.audit.peopleCaption')}
        showCaption
        align="left"
        rows="all"
        head={
          <>
            <th scope="col" className={cell}>
              {t('teamScreen.audit.person')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('teamScreen.audit.credits')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('teamScreen.audit.generations')}
            </th>
          </>
        }
      >
        {audit.people.map((person) => (
          <tr key={person.userId} className="border-t border-ink-100">
            <th scope="row" className={`${cell} font-semibold text-ink-900`}>
              {person.name} <span className="font-normal text-ink-700">{person.email}</span>
            </th>
            <td className={numberCell}>{format.number(person.credits)}</td>
            <td className={numberCell}>{format.number(person.generations)}</td>
          </tr>
        ))}
      </ScrollTable>
      <ScrollTable
        caption={t('teamScreen.audit.latestCaption')}
        showCaption
        align="left"
        rows="all"
        head={
          <>
            {(['time', 'who', 'tool'] as const).map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`teamScreen.audit.${column}`)}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right`}>
              {t('teamScreen.audit.credits')}
            </th>
            <th scope="col" className={cell}>
              {t('teamScreen.audit.status')}
            </th>
          </>
        }
      >
        {audit.entries.map((entry, index) => (
          <tr key={`${entry.at}-${index}`} className="border-t border-ink-100">
            <th scope="row" className={`${cell} font-normal`}>
              {format.dateTime(entry.at)}
            </th>
            <td className={cell}>{entry.name ?? t('teamScreen.audit.someone')}</td>
            <td className={cell}>{toolName(entry.tool)}</td>
            <td className={numberCell}>{format.number(entry.credits)}</td>
            <td className={cell}>
              {statusKeys[entry.status] ? t(statusKeys[entry.status]!) : entry.status}
            </td>
          </tr>
        ))}
        {audit.entries.length === 0 && (
          <tr className="border-t border-ink-100">
            <td colSpan={5} className={`${cell} text-ink-700`}>
              {t('teamScreen.audit.none')}
            </td>
          </tr>
        )}
      </ScrollTable>
    </div>
  );
}
