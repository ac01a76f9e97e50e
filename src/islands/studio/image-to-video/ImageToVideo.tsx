import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import {
  motionStyles,
  promptMaxLength,
  videoAspects,
  videoDurations,
  videoModelOptions,
  videoModels,
  videoParamsSchema,
  type VideoModel,
  type VideoParams,
} from '../../../contracts/tools.ts';
import { deliveryChanges, type VideoChange } from '../../../contracts/video-delivery.ts';
import { videoModelNameKey } from '../../../i18n/tool-names.ts';
import { formatList, formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { RecentHistory } from '../../history/RecentHistory.tsx';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { OptionalPrompt } from '../generation/OptionalPrompt.tsx';
import { inputClass, labelClass, Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useEstimate } from '../generation/use-estimate.ts';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import { VideoNotices } from './VideoNotices.tsx';
import { snapVideoOptions } from './video-options.ts';

const defaults: VideoParams = videoParamsSchema.parse({});
const fieldset = 'rounded-md border border-ink-200 p-3';
const legend = 'px-1 text-sm font-semibold text-ink-800';

/**
 * /image-to-video (spec §2.8): upload, configure (motion, model, frame, and the durations and
 * resolutions the model renders: the others shown disabled, with why), generate, watch the
 * result; the recent videos below. What the engine or a model changes is said, never done
 * silently (decision 044).
 */
export function ImageToVideo() {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const flow = useGenerationFlow('image-to-video');
  const [source, setSource] = useState<Asset | null>(null);
  const [settings, setSettings] = useState<VideoParams>(defaults);
  const [prompt, setPrompt] = useState('');
  const [snapped, setSnapped] = useState<VideoChange[]>([]);
  const engine = useEstimate('image-to-video').data?.engine;
  usePrefill('image-to-video', {
    fromGeneration: ({ inputs, params }) => {
      if (inputs.source) setSource(inputs.source);
      const parsed = videoParamsSchema.safeParse(params);
      if (!parsed.success) return;
      const { prompt: text, ...rest } = parsed.data;
      setSettings({ ...defaults, ...rest });
      setPrompt(text ?? '');
    },
    fromSource: setSource,
  });
  const options = videoModelOptions[settings.model];
  const modelName = t(videoModelNameKey(settings.model));
  const seconds = (value: number) => t('toolsUi.video.seconds', { value });
  const offered = formatList(options.durations.map(seconds), locale, 'disjunction');
  // Spec: the CFG scale reads with the page's decimal mark (0,50 in Vietnamese).
  const cfgText = formatNumber(settings.cfgScale, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Decision 098: the options the local engine ignores point to the note that says so.
  const ignored = engine === 'local' ? { 'aria-describedby': `${id}-engine-note` } : {};
  const set = <K extends keyof VideoParams>(key: K, value: VideoParams[K]) =>
    setSettings((previous) => ({ ...previous, [key]: value }));

  function chooseModel(model: VideoModel) {
    const { changes, ...kept } = snapVideoOptions(model, settings.duration, settings.resolution);
    setSettings({ ...settings, model, ...kept });
    setSnapped(changes);
  }

  function generate() {
    if (!source) {
      toast.error(t('toolsUi.video.missing'));
      return;
    }
    const params = videoParamsSchema.safeParse({ ...settings, prompt: prompt.trim() || undefined });
    if (!params.success) {
      toast.error(t(params.error.issues[0]!.message as IslandKey, { maximum: promptMaxLength }));
      return;
    }
    void flow.start({ inputs: { source: source.id }, params: params.data });
  }

  function resetSettings() {
    setSettings(defaults);
    setSnapped([]);
    setPrompt('');
    flow.clearResult();
  }

  const step = flow.stage === 'result' ? 3 : flow.stage === 'processing' ? 2 : source ? 1 : 0;
  const toggles = [
    ['fixCamera', 'history.param.fixCamera'],
    ['promptOptimizer', 'history.param.promptOptimizer'],
    ['generateAudio', 'history.param.generateAudio'],
  ] as const;

  return (
    <ToolScreen
      tool="image-to-video"
      step={step}
      history={
        <section aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`} className="mb-2 text-xl font-bold text-ink-900">
            {t('toolsUi.video.history')}
          </h2>
          <RecentHistory tool="image-to-video" limit={4} />
        </section>
      }
    >
      <GenerationStage
        tool="image-to-video"
        flow={flow}
        onStartOver={() => {
          resetSettings();
          setSource(null);
        }}
        onReset={resetSettings}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <Panel title={t('studio.image-to-video.step1')}>
              <ImageInput slot="source" value={source} onChange={setSource} />
            </Panel>
            <Panel title={t('studio.image-to-video.step2')}>
              <div className="grid gap-4">
                <div>
                  <OptionalPrompt
                    id={`${id}-prompt`}
                    rows={2}
                    {...ignored}
                    value={prompt}
                    onChange={(event) => setPrompt(event.target.value)}
                  />
                </div>
                <fieldset className={fieldset}>
                  <legend className={legend}>{t('history.param.motionStyle')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {motionStyles.map((style) => (
                      <label key={style} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`${id}-motion`}
                          checked={settings.motionStyle === style}
                          onChange={() => set('motionStyle', style)}
                        />
                        {t(`toolsUi.motion.${style}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div>
                  <label htmlFor={`${id}-model`} className={labelClass}>
                    {t('toolsUi.video.model')}
                  </label>
                  <select
                    id={`${id}-model`}
                    {...ignored}
                    value={settings.model}
                    onChange={(event) => chooseModel(event.target.value as VideoModel)}
                    className={inputClass}
                  >
                    {videoModels.map((model) => (
                      <option key={model} value={model}>
                        {t(videoModelNameKey(model))}
                      </option>
                    ))}
                  </select>
                  <VideoNotices
                    engine={engine}
                    noteId={`${id}-engine-note`}
                    snapped={snapped}
                    delivered={engine ? deliveryChanges(engine, settings) : []}
                  />
                </div>
                <fieldset className={fieldset}>
                  <legend className={legend}>{t('toolsUi.video.aspect')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {videoAspects.map((aspect) => (
                      <label key={aspect} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`${id}-aspect`}
                          checked={settings.aspect === aspect}
                          onChange={() => set('aspect', aspect)}
                        />
                        {t(`toolsUi.video.aspect.${aspect}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <fieldset className={fieldset} aria-describedby={`${id}-durations`}>
                  <legend className={legend}>{t('history.param.duration')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {videoDurations.map((duration) => (
                      <label key={duration} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`${id}-duration`}
                          checked={settings.duration === duration}
                          disabled={!options.durations.includes(duration)}
                          onChange={() => set('duration', duration)}
                        />
                        {seconds(duration)}
                      </label>
                    ))}
                  </div>
                  <p id={`${id}-durations`} className="mt-1 text-sm text-ink-600">
                    {t('toolsUi.video.durationsFor', { model: modelName, durations: offered })}
                  </p>
                </fieldset>
                <fieldset className={fieldset}>
                  <legend className={legend}>{t('history.param.resolution')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {options.resolutions.map((resolution) => (
                      <label key={resolution} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`${id}-resolution`}
                          checked={settings.resolution === resolution}
                          onChange={() => set('resolution', resolution)}
                        />
                        {resolution}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div>
                  <label htmlFor={`${id}-cfg`} className={labelClass}>
                    {t('history.param.cfgScale')}: {cfgText}
                  </label>
                  <input
                    id={`${id}-cfg`}
                    type="range"
                    min={0}
                    max={1}
                    step={0.05}
                    value={settings.cfgScale}
                    aria-valuetext={cfgText}
                    onChange={(event) => set('cfgScale', Number(event.target.value))}
                    className="mt-1 w-full"
                  />
                </div>
                <div className="flex flex-wrap gap-6">
                  {toggles.map(([key, label]) => (
                    <label key={key} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={settings[key]}
                        onChange={(event) => set(key, event.target.checked)}
                      />
                      {t(label)}
                    </label>
                  ))}
                </div>
              </div>
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('tryOn.preview')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('tryOn.preview')}</h2>
            <p role="status" className="mt-2 text-ink-700">
              {source ? t('toolsUi.ready') : t('toolsUi.video.incomplete')}
            </p>
            <GenerateBar
              tool="image-to-video"
              costParams={{
                model: settings.model,
                resolution: settings.resolution,
                duration: settings.duration,
                generateAudio: settings.generateAudio,
              }}
              busy={flow.busy}
              failure={flow.failure}
              onGenerate={generate}
              className="mt-4"
            />
          </aside>
        </div>
      </GenerationStage>
    </ToolScreen>
  );
}
