import { portraitWarningMessages } from '../../../contracts/portrait-check.ts';
import { useT } from '../../app-shell/i18n.ts';
import type { PortraitCheckState } from './use-portrait-check.ts';

/**
 * What the portrait check found, beside the portrait step: progress and warnings in a polite
 * status region, a missing face as an alert (Generate then needs a painted mask).
 */
export function PortraitCheckNotice({
  check,
  masked,
}: {
  check: PortraitCheckState;
  masked: boolean;
}) {
  const t = useT();
  const warnings =
    check.status === 'done' ? check.warnings.filter((code) => code !== 'no-face') : [];
  const noFace = check.status === 'done' && !check.ok;
  return (
    <>
      <div role="status" className="mt-3 text-sm">
        {check.status === 'checking' && (
          <p className="text-ink-700">{t('toolsUi.hair.checking')}</p>
        )}
        {check.status === 'done' && check.ok && warnings.length === 0 && (
          <p className="text-ink-700">{t('toolsUi.hair.portraitOk')}</p>
        )}
        {warnings.length > 0 && (
          <ul className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
            {warnings.map((code) => (
              <li key={code}>{t(portraitWarningMessages[code])}</li>
            ))}
          </ul>
        )}
      </div>
      {noFace && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800"
        >
          {t('generation.portrait.noFace')}
          {masked && ` ${t('toolsUi.hair.maskUsed')}`}
        </p>
      )}
    </>
  );
}
