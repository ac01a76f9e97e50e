import type { ReactNode } from 'react';
import type { StudioTool } from '../../../contracts/studio.ts';
import { ProcessingScreen } from './ProcessingScreen.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import type { useGenerationFlow } from './use-generation-flow.ts';

interface GenerationStageProps {
  tool: StudioTool;
  flow: ReturnType<typeof useGenerationFlow>;
  onStartOver: () => void;
  onReset: () => void;
  /** The tool's form, shown until a generation runs and again after Try another. */
  children: ReactNode;
}

/** What a tool screen shows at each stage of its flow: the form, processing, or the result. */
export function GenerationStage({
  tool,
  flow,
  onStartOver,
  onReset,
  children,
}: GenerationStageProps) {
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
  return <>{children}</>;
}
