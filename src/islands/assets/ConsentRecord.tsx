import { useStore } from '@nanostores/react';
import type { AssetConsent } from '../../contracts/assets.ts';
import { formatDate } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';

/**
 * An asset's consent record in its details (issue 26): the answer and when it was given, and
 * the statement exactly as it was shown, marked with its own language (it may differ from the
 * page's when the account switched language since).
 */
export function ConsentRecord({
  consent,
  media,
}: {
  consent: AssetConsent;
  media: 'image' | 'video';
}) {
  const t = useT();
  const locale = useStore($locale);
  const date = formatDate(consent.recorded_at, locale);
  return (
    <div className="mt-1 text-sm text-ink-700">
      <p>
        {t(
          media === 'video'
            ? `assets.consent.recordedVideo.${consent.answer}`
            : `assets.consent.recorded.${consent.answer}`,
          { date },
        )}
      </p>
      <p className="text-ink-600">
        {t('assets.consent.wordingShown')} <q lang={consent.language}>{consent.wording}</q>
      </p>
    </div>
  );
}
