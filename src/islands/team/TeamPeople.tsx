import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { TeamView } from '../../contracts/teams.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { teamApi } from './team-api.ts';
import { smallButtonClass, TeamSection } from './TeamSection.tsx';
import { useTeamChange } from './use-team-change.ts';

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
  const change = useTeamChange(t);
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
      <ul className="mt-4 divide-y divide-ink-100">
        <li className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold text-ink-900">
              {owner.name}
              {you(owner.userId)}
            </p>
            <p className="text-sm break-all text-ink-700">{owner.email}</p>
          </div>
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            {t('teamScreen.people.owner')}
          </span>
        </li>
        {view.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-semibold text-ink-900">
                {member.name}
                {you(member.userId)}
              </p>
              <p className="text-sm break-all text-ink-700">{member.email}</p>
              <p className="text-sm text-ink-700">
                {t('teamScreen.people.joined', { date: format.date(member.joinedAt) })}
              </p>
            </div>
            {isOwner && (
              <button
                type="button"
                className={smallButtonClass}
                onClick={() => setRemoving(member)}
              >
                {t('teamScreen.people.remove', { name: member.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isOwner && view.members.length === 0 && (
        <p className="text-sm text-ink-700">{t('teamScreen.people.none')}</p>
      )}
      {removing && (
        <Confirmation
          question={t('teamScreen.people.removeQuestion', { name: removing.name })}
          busy={change.busy}
          confirmLabel={t('teamScreen.people.removeConfirm')}
          cancelLabel={t('teamScreen.cancel')}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            change.run(
              () => teamApi.remove(removing.userId),
              t('teamScreen.people.removed', { name: removing.name }),
              () => {
                heading.current?.focus();
                setRemoving(null);
              },
            )
          }
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
            <Confirmation
              question={t('teamScreen.member.leaveQuestion', { owner: owner.name })}
              busy={change.busy}
              confirmLabel={t('teamScreen.member.leaveConfirm')}
              cancelLabel={t('teamScreen.cancel')}
              onCancel={() => setLeaving(false)}
              onConfirm={() =>
                change.run(() => teamApi.leave(), t('teamScreen.member.left'), onLeft)
              }
            />
          )}
        </>
      )}
    </TeamSection>
  );
}
