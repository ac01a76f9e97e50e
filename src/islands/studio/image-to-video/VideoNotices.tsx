import type { VideoChange } from '../../../contracts/video-delivery.ts';
import { videoModelNameKey } from '../../../i18n/tool-names.ts';
import { useT, type IslandT } from '../../app-shell/i18n.ts';

/** A change in words: the form's own (model switched) or the hosted model's (what fal renders). */
function changeText(t: IslandT, change: VideoChange, engine: string | undefined, snapped: boolean) {
  const model = t(videoModelNameKey(change.model));
  const value = (v: number | string) =>
    typeof v === 'number' ? t('toolsUi.video.seconds', { value: v }) : v;
  const from = value(change.from);
  const to = value(change.to);
  if (snapped || engine !== 'fal') {
    return change.kind === 'duration'
      ? t('toolsUi.video.changedDuration', { model, from, to })
      : t('toolsUi.video.changedResolution', { model, from, to });
  }
  return change.kind === 'duration'
    ? t('toolsUi.video.deliversDuration', { model, from, to })
    : t('toolsUi.video.deliversResolution', { model, from, to });
}

/**
 * What the video form must say rather than do silently (issue 22 §13): on the local engine that
 * only the camera moves; when a model switch changed the duration or resolution; when the hosted
 * model renders another duration or resolution than the one chosen. A live region, so a change
 * made by switching the model is announced.
 */
export function VideoNotices({
  engine,
  snapped,
  delivered,
  noteId,
}: {
  engine: string | undefined;
  snapped: VideoChange[];
  delivered: VideoChange[];
  /** The local engine's note, which the options it ignores point to (decision 098). */
  noteId: string;
}) {
  const t = useT();
  const lines = [
    ...snapped.map((change) => changeText(t, change, engine, true)),
    ...delivered.map((change) => changeText(t, change, engine, false)),
  ];
  return (
    <div className="mt-2 grid gap-2 text-sm">
      {engine === 'local' && (
        <p id={noteId} className="rounded-md border border-ink-200 bg-ink-50 p-2 text-ink-800">
          {t('toolsUi.video.cameraOnly')}
        </p>
      )}
      <div role="status" className="grid gap-1">
        {lines.map((line) => (
          <p key={line} className="rounded-md border border-accent-300 bg-white p-2 text-ink-900">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
