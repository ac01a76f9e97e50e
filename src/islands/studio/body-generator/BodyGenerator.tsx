import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import { bodyParamsSchema, type BodyParams } from '../../../contracts/tools.ts';
import { useT } from '../../app-shell/i18n.ts';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useEstimate } from '../generation/use-estimate.ts';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import {
  bodyDefaults,
  bodyFieldMessage,
  missingBodyParameter,
  type BodyFormValues,
} from './body-form.ts';
import { BodyFields } from './BodyFields.tsx';

/**
 * /body-generator (spec §2.8): set the body parameters, add an optional face photo, generate,
 * see the result. The form validates with the API's own schema (bodyParamsSchema).
 */
export function BodyGenerator() {
  const t = useT();
  const flow = useGenerationFlow('body-generator');
  const [face, setFace] = useState<Asset | null>(null);
  const form = useForm<BodyFormValues, unknown, BodyParams>({
    resolver: zodResolver(bodyParamsSchema),
    defaultValues: bodyDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const engine = useEstimate('body-generator').data?.engine;
  // Regenerate: the same body parameters and face photo.
  usePrefill('body-generator', {
    fromGeneration: ({ inputs, params }) => {
      const parsed = bodyParamsSchema.safeParse(params);
      if (parsed.success) form.reset({ ...bodyDefaults, ...parsed.data });
      setFace(inputs.face ?? null);
    },
  });
  const complete = !missingBodyParameter(values);

  // A 422 names fields in the caller's language: show each under its control.
  useEffect(() => {
    for (const [field, message] of Object.entries(flow.failure?.fields ?? {})) {
      if (field in bodyDefaults) form.setError(field as keyof BodyFormValues, { message });
    }
  }, [flow.failure, form]);

  const generate = form.handleSubmit(
    (params) => void flow.start({ inputs: face ? { face: face.id } : {}, params: { ...params } }),
    () => {
      if (missingBodyParameter(form.getValues())) toast.error(t('toolsUi.body.missing'));
    },
  );

  const step =
    flow.stage === 'result' ? 3 : flow.stage === 'processing' ? 2 : !complete ? 0 : face ? 2 : 1;
  const message = (text: string | undefined) => (text ? bodyFieldMessage(t, text) : undefined);

  function startOver() {
    form.reset(bodyDefaults);
    setFace(null);
    flow.clearResult();
  }

  return (
    <ToolScreen tool="body-generator" step={step}>
      <GenerationStage
        tool="body-generator"
        flow={flow}
        onStartOver={startOver}
        onReset={() => {
          form.reset(bodyDefaults);
          flow.clearResult();
        }}
      >
        <form
          noValidate
          onSubmit={(event) => void generate(event)}
          className="grid gap-6 lg:grid-cols-[1fr_20rem]"
        >
          <div className="grid gap-6">
            <Panel title={t('studio.body-generator.step1')}>
              <BodyFields form={form} message={message} engine={engine} />
            </Panel>
            <Panel title={t('studio.body-generator.step2')}>
              <ImageInput slot="face" value={face} onChange={setFace} />
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('studio.body-generator.step3')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('studio.body-generator.step3')}</h2>
            <p role="status" className="mt-2 text-ink-700">
              {complete ? t('toolsUi.ready') : t('toolsUi.body.incomplete')}
            </p>
            <GenerateBar
              tool="body-generator"
              busy={flow.busy}
              failure={flow.failure}
              onGenerate={() => void generate()}
              className="mt-4"
            />
          </aside>
        </form>
      </GenerationStage>
    </ToolScreen>
  );
}
