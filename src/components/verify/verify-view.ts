import type { CredentialsSummary } from '../../contracts/content-credentials.ts';
import { verifyLimits } from '../../contracts/verify-file.ts';
import type { Locale } from '../../i18n/locales.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';
import { element } from '../../lib/dom-element.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { VerifyKey, VerifyT } from './verify-copy.ts';

/** What the verify page shows about a file, as plain DOM: shared by its markup and its script. */

const megabytes = (bytes: number) => bytes / 1024 / 1024;
export const limitsInMegabytes = {
  imageSize: megabytes(verifyLimits.maxImageBytes),
  videoSize: megabytes(verifyLimits.maxVideoBytes),
};

export const dropZoneClass = (dragging: boolean) =>
  `rounded-xl border-2 border-dashed p-8 text-center transition-colors ${
    dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white'
  }`;

export function verdictKey(summary: CredentialsSummary): VerifyKey {
  if (!summary.found) return 'verify.verdict.none';
  if (!summary.intact) return 'verify.verdict.changed';
  return summary.ai_generated ? 'verify.verdict.ai' : 'verify.verdict.notAi';
}

/** The facts a found manifest states, each a label and its value. */
function facts(summary: CredentialsSummary, t: VerifyT, locale: Locale): [VerifyKey, string][] {
  const notNamed = t('verify.notNamed');
  const tool = summary.tool
    ? t(toolNameKey(summary.tool))
    : summary.ai_generated
      ? t('verify.otherTool')
      : null;
  return [
    ['verify.fact.ai', t(summary.ai_generated ? 'verify.yes' : 'verify.no')],
    ...(tool ? [['verify.fact.tool', tool] as [VerifyKey, string]] : []),
    ...(summary.ai_generated
      ? [
          [
            'verify.fact.made',
            summary.made_at ? formatDateTime(summary.made_at, locale) : notNamed,
          ] as [VerifyKey, string],
        ]
      : []),
    ['verify.fact.changed', t(summary.intact ? 'verify.intact.yes' : 'verify.intact.no')],
    ['verify.fact.signer', summary.issuer ?? notNamed],
  ];
}

/** The verdict and, for a found manifest, its facts; otherwise what no manifest means. */
export function resultBody(summary: CredentialsSummary, t: VerifyT, locale: Locale): Node[] {
  const tone = !summary.found
    ? 'bg-ink-50 text-ink-900'
    : !summary.intact
      ? 'bg-red-50 text-red-800'
      : 'bg-brand-50 text-brand-800';
  const verdict = element(
    'p',
    `mt-4 rounded-lg p-4 text-lg font-bold ${tone}`,
    t(verdictKey(summary)),
  );
  if (!summary.found) {
    return [verdict, element('p', 'mt-4 text-ink-700', t('verify.none.body'))];
  }
  const list = element('dl', 'mt-6 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8');
  for (const [label, value] of facts(summary, t, locale)) {
    list.append(
      element(
        'div',
        'contents',
        element('dt', 'font-semibold text-ink-900', t(label)),
        element('dd', 'text-ink-700', value),
      ),
    );
  }
  return [verdict, list];
}
