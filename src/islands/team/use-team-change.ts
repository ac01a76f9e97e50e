import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorToast } from '../auth/toasts.ts';
import type { IslandT } from '../app-shell/i18n.ts';
import { teamKeys } from './team-api.ts';

/**
 * One confirmed change of the team (remove, revoke, leave): while it runs the confirmation says
 * it is busy; then the team and its audit are read again, the success is toasted and `then`
 * moves focus to a control that still exists. A refusal is toasted with the server's words.
 * @example const change = useTeamChange(t); void change.run(() => teamApi.leave(), t('…'), close);
 */
export function useTeamChange(t: IslandT) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, success: string, then: () => void) {
    setBusy(true);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: teamKeys.view });
      toast.success(success);
      then();
    } catch (error) {
      errorToast(t, 'teamScreen.actionFailed', error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
