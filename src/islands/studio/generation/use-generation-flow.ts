import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { GenerateRequest } from '../../../contracts/generation.ts';
import type { HistoryItem } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { processingErrorKey } from './submit-error.ts';
import { useGenerate } from './use-generate.ts';
import { useGenerationProgress } from './use-generation-progress.ts';

export type FlowStage = 'form' | 'processing' | 'result';

/**
 * A tool screen's generation (spec §4): the form, then processing while the generation runs,
 * then the result; a failed generation returns to the form with the tool's error.
 */
export function useGenerationFlow(tool: StudioTool) {
  const t = useT();
  const queryClient = useQueryClient();
  const submit = useGenerate(tool);
  const [run, setRun] = useState<{ id: string; estimateMs: number; item: HistoryItem } | null>(
    null,
  );
  const [result, setResult] = useState<HistoryItem | null>(null);
  const progress = useGenerationProgress(run?.id ?? null);

  useEffect(() => {
    if (!run || !progress || progress.id !== run.id || progress.status === 'processing') return;
    setRun(null);
    void queryClient.invalidateQueries({ queryKey: ['history'] });
    if (progress.status === 'success') setResult(progress.item);
    else
      toast.error(t('toolsUi.generationError'), {
        description: progress.item.error
          ? t(progress.item.error as IslandKey)
          : t(processingErrorKey(tool)),
      });
  }, [progress, run, queryClient, t, tool]);

  async function start(request: GenerateRequest) {
    const answer = await submit.generate(request);
    if (answer) {
      setResult(null);
      setRun({ id: answer.generation.id, estimateMs: answer.estimate_ms, item: answer.generation });
    }
  }

  const stage: FlowStage = result ? 'result' : run ? 'processing' : 'form';
  return {
    stage,
    start,
    busy: submit.pending || run !== null,
    failure: submit.failure,
    progress: run && progress?.id === run.id ? progress : null,
    run,
    result,
    /** Clears the result, keeping the inputs (spec §2.8 'try another'). */
    clearResult: () => {
      setResult(null);
      submit.clearFailure();
    },
  };
}
