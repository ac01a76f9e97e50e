import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { GenerateRequest } from '../../../contracts/generation.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { useT } from '../../app-shell/i18n.ts';
import { generationKeys, submitGeneration } from './generation-api.ts';
import { idempotencyKeyFor, newIdempotencyKey, type SubmitAttempt } from './idempotency.ts';
import { describeSubmitError, type SubmitFailure } from './submit-error.ts';

/**
 * The submit of a tool: one Idempotency-Key per user action, kept when the same action is
 * repeated after no answer came (the server may have queued it). A failure is shown as a
 * toast and kept in `failure` for the inline message: the field messages on a 422, else the
 * tool's processing error. The shortage of spec §8 (a 402) is only kept: GenerateBar shows it.
 */
export function useGenerate(tool: StudioTool) {
  const t = useT();
  const queryClient = useQueryClient();
  const last = useRef<SubmitAttempt | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: GenerateRequest; key: string }) =>
      submitGeneration(tool, request, key),
    // A retry repeats the same variables, so the same key: never a second charge.
    retry: (count, error) => error instanceof NetworkError && !error.timedOut && count < 2,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: generationKeys.estimates(tool) }),
  });

  async function generate(request: GenerateRequest) {
    const body = JSON.stringify(request);
    const key = idempotencyKeyFor(last.current, body, () => newIdempotencyKey());
    const attempt: SubmitAttempt = { key, body, unanswered: false };
    last.current = attempt;
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync({ request, key });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      return answer;
    } catch (error) {
      attempt.unanswered = error instanceof NetworkError;
      const described = describeSubmitError(tool, error, t);
      setFailure(described);
      // The shortage is shown once, beside Generate with the link to buy (issue 22): no toast.
      if (described.kind !== 'credits')
        toast.error(t('toolsUi.generationError'), { description: described.message });
      return null;
    }
  }

  return {
    generate,
    pending: mutation.isPending,
    failure,
    clearFailure: () => setFailure(null),
  };
}
