import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { TeamView } from '../../contracts/teams.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { ConfirmedChange } from './ConfirmedChange.tsx';
import { teamApi } from './team-api.ts';
import { TeamList, TeamRow } from './TeamRow.tsx';
import { smallButtonClass, TeamSection } from './TeamSection.tsx';

type Member = TeamView['members'][number];

/**
 * The owner and the members. The owner may remove a member; a member may leave. After either,
 * the removed row is gone, so focus moves to the section's heading (or the page's, on leaving).
 */
export function TeamPeople({ view, onLeft }: { view: TeamView; onLeft: () => void }) {
  const t = useT();
  const format = useFormat();
  const me = useStore($session).user?.id;
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const owner = view.owner!;
  const isOwner = view.role === 'owner';
  const you = (userId: string) => (userId === me ? ` ${t('teamScreen.people.you')}` : '');

  return (
    <TeamSection id="team-people" heading={t('teamScreen.people.title')} ref={heading}>
      <p className="mt-2 text-ink-700">
        {t('teamScreen.seats', {
          used: format.number(1 + view.members.length + view.invites.length),
          total: format.number(view.seats),
        })}
        {isOwner && <> · {t('teamScreen.seatsNote')}</>}
      </p>
      <TeamList>
        <TeamRow
          title={`${owner.name}${you(owner.userId)}`}
          details={[owner.email]}
          aside={
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
              {t('teamScreen.people.owner')}
            </span>
          }
        />
        {view.members.map((member) => (
          <TeamRow
            key={member.userId}
            title={`${member.name}${you(member.userId)}`}
            details={[
              member.email,
              t('teamScreen.people.joined', { date: format.date(member.joinedAt) }),
            ]}
            aside={
              isOwner && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => setRemoving(member)}
                >
                  {t('teamScreen.people.remove', { name: member.name })}
                </button>
              )
            }
          />
        ))}
      </TeamList>
      {isOwner && view.members.length === 0 && (
        <p className="text-sm text-ink-700">{t('teamScreen.people.none')}</p>
      )}
      {removing && (
        <ConfirmedChange
          question={t('teamScreen.people.removeQuestion', { name: removing.name })}
          confirmLabel={t('teamScreen.people.removeConfirm')}
          change={() => teamApi.remove(removing.userId)}
          success={t('teamScreen.people.removed', { name: removing.name })}
          onCancel={() => setRemoving(null)}
          onDone={() => {
            heading.current?.focus();
            setRemoving(null);
          }}
        />
      )}
      {view.role === 'member' && (
        <>
          <button
            type="button"
            className={`${smallButtonClass} mt-4`}
            onClick={() => setLeaving(true)}
          >
            {t('teamScreen.member.leave')}
          </button>
          {leaving && (
            <ConfirmedChange
              question={t('teamScreen.member.leaveQuestion', { owner: owner.name })}
              confirmLabel={t('teamScreen.member.leaveConfirm')}
              change={() => teamApi.leave()}
              success={t('teamScreen.member.left')}
              onCancel={() => setLeaving(false)}
              onDone={onLeft}
            />
          )}
        </>
      )}
    </TeamSection>
  );
}
