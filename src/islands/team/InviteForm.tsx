import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEAM_INVITE_TTL_DAYS, teamInviteRequestSchema } from '../../contracts/teams.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { Field } from '../auth/Field.tsx';
import { teamApi, teamKeys } from './team-api.ts';
import { TeamSection } from './TeamSection.tsx';

type InviteForm = { email: string };

/**
 * The owner's invitation form: the same contract as the API. A refusal (seats full, already a
 * member, the owner's own address…) is the field's error, announced and focused there; a sent
 * invitation is said in a status line and the field is emptied for the next address.
 */
export function InviteForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteForm>({
    resolver: zodResolver(teamInviteRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setSent(null);
    try {
      await teamApi.invite(email);
      form.reset({ email: '' });
      setSent(t('teamScreen.invite.sent', { email }));
      await queryClient.invalidateQueries({ queryKey: teamKeys.view });
    } catch (error) {
      const message =
        error instanceof ApiError && !error.message.startsWith('API request failed')
          ? error.message
          : t('teamScreen.invite.failed');
      form.setError('email', { message }, { shouldFocus: true });
    }
  });
  const error = form.formState.errors.email?.message;
  return (
    <TeamSection id="team-invite" heading={t('teamScreen.invite.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 max-w-xl">
        <Field
          type="email"
          autoComplete="off"
          label={t('teamScreen.invite.email')}
          hint={t('teamScreen.invite.hint', { days: TEAM_INVITE_TTL_DAYS })}
          error={fieldMessage(t, error)}
          {...form.register('email')}
        />
        <button
          type="submit"
          aria-disabled={form.formState.isSubmitting || undefined}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {t('teamScreen.invite.submit')}
        </button>
        <p role="status" className="mt-3 text-sm font-semibold text-green-800">
          {sent}
        </p>
      </form>
    </TeamSection>
  );
}
