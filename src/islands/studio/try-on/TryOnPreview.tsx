import type { Asset } from '../../../contracts/assets.ts';
import { useT } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import type { SubmitFailure } from '../generation/submit-error.ts';

interface TryOnPreviewProps {
  model: Asset | null;
  garment: Asset | null;
  onGenerate: () => void;
  onReset: () => void;
  /** A generation is being submitted or is running. */
  busy: boolean;
  /** The chosen model is refused or still being checked: Generate stays disabled. */
  blocked?: boolean;
  failure: SubmitFailure | null;
}

/** Spec §2.8's preview states: nothing chosen, ready to generate, generating. */
export function TryOnPreview({
  model,
  garment,
  onGenerate,
  onReset,
  busy,
  blocked = false,
  failure,
}: TryOnPreviewProps) {
  const t = useT();
  const slots = [
    { label: t('tryOn.previewModel'), asset: model },
    { label: t('tryOn.previewGarment'), asset: garment },
  ];
  return (
    <aside
      aria-labelledby="tryon-preview-heading"
      data-tour="tryon-preview"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <h2 id="tryon-preview-heading" className="text-xl font-bold text-ink-900">
        {t('tryOn.preview')}
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {slots.map(({ label, asset }) => (
          <figure key={label}>
            {asset ? (
              <img
                src={asset.thumbnail_url}
                alt={asset.name}
                className="aspect-[3/4] w-full rounded-lg bg-ink-100 object-cover"
              />
            ) : (
              <div className="flex aspect-[3/4] w-full items-center justify-center rounded-lg border border-dashed border-ink-300 text-sm text-ink-600">
                {t('tryOn.notChosen')}
              </div>
            )}
            <figcaption className="mt-1 text-sm font-semibold text-ink-800">{label}</figcaption>
          </figure>
        ))}
      </div>
      <p role="status" className="mt-3 text-ink-700">
        {busy
          ? t('toolsUi.generating')
          : model && garment
            ? t('tryOn.previewReady')
            : t('tryOn.previewEmpty')}
      </p>
      <GenerateBar
        tool="virtual-tryon"
        busy={busy}
        disabled={blocked}
        failure={failure}
        onGenerate={onGenerate}
        tour="tryon-generate"
        className="mt-4"
      />
      <button
        type="button"
        onClick={onReset}
        disabled={busy}
        className={`${secondaryButton} mt-3 w-full`}
      >
        {t('tryOn.reset')}
      </button>
    </aside>
  );
}
