import { useEffect, useRef, type ReactNode } from 'react';
import type { StudioTool } from '../../../contracts/studio.ts';
import { ProcessingScreen } from './ProcessingScreen.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import type { useGenerationFlow } from './use-generation-flow.ts';
import { focusHeading } from '../../ui/focus.ts';

interface GenerationStageProps {
  tool: StudioTool;
  flow: ReturnType<typeof useGenerationFlow>;
  onStartOver: () => void;
  onReset: () => void;
  /** The tool's form, shown until a generation runs and again after Try another. */
  children: ReactNode;
}

/**
 * What a tool screen shows at each stage of its flow: the form, processing, or the result.
 * Processing and result take focus to their headings; coming back to the form (try another,
 * start over, a failed run) takes it to the form's first heading, never to <body>.
 */
export function GenerationStage({
  tool,
  flow,
  onStartOver,
  onReset,
  children,
}: GenerationStageProps) {
  const form = useRef<HTMLDivElement>(null);
  const shown = useRef(flow.stage);
  useEffect(() => {
    const previous = shown.current;
    shown.current = flow.stage;
    if (flow.stage !== 'form' || previous === 'form') return;
    // A step heading that already took focus (the try-on's start over) keeps it.
    if (form.current?.contains(document.activeElement)) return;
    focusHeading(form.current?.querySelector<HTMLElement>('h2, h3'));
  }, [flow.stage]);

  if (flow.stage === 'processing' && flow.run) {
    return (
      <ProcessingScreen
        tool={tool}
        progress={flow.progress}
        estimateMs={flow.run.estimateMs}
        engine={flow.run.item.engine}
      />
    );
  }
  if (flow.stage === 'result' && flow.result) {
    return (
      <ResultPanel
        item={flow.result}
        onTryAnother={flow.clearResult}
        onStartOver={onStartOver}
        onReset={onReset}
      />
    );
  }
  return <div ref={form}>{children}</div>;
}
