import { escapeHtml } from '../../mail/escape-html.ts';

/** The words every stand-in page has, in the page's language. */
export interface StandInWords {
  title: string;
  intro: string;
  pay: string;
  cancel: string;
  /** The other language's name, written in that language. */
  other: string;
}

/**
 * A stand-in's hosted page (issue 43, development and tests only): the provider's facts as a
 * list, then "Pay" and "Cancel" posting `action=pay|cancel` to `action`, or a closing line once
 * it no longer takes payments. Plain HTML with no script, labelled and keyboard-usable. It plays
 * a provider's page, not ours, so each rail keeps its few words beside its page. `fields` is
 * markup the rail built with escapeHtml (VietQR's amount to transfer).
 */
export function standInPage(page: {
  lang: 'vi' | 'en';
  words: StandInWords;
  rows: [label: string, value: string][];
  action: string;
  /** The closing line when the page no longer takes payments, or null while it does. */
  closed: string | null;
  /** The provider's colour for its Pay button. */
  accent: string;
  fields?: string;
}): string {
  const { words: w, lang } = page;
  const other = lang === 'vi' ? 'en' : 'vi';
  const button =
    'font:inherit;padding:12px 18px;border-radius:8px;border:1px solid #1f2937;cursor:pointer;min-height:44px';
  const rows = page.rows
    .map(
      ([label, value]) =>
        `<dt>${escapeHtml(label)}</dt><dd style="margin:0;overflow-wrap:anywhere">${escapeHtml(value)}</dd>`,
    )
    .join('\n');
  const form = `<form method="post" action="${escapeHtml(page.action)}" style="display:grid;gap:12px;margin-top:24px">
${page.fields ?? ''}
<div style="display:flex;flex-wrap:wrap;gap:12px">
<button type="submit" name="action" value="pay" style="${button};background:${page.accent};color:#fff;border-color:${page.accent}">${escapeHtml(w.pay)}</button>
<button type="submit" name="action" value="cancel" formnovalidate style="${button};background:#fff">${escapeHtml(w.cancel)}</button>
</div>
</form>`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:40px auto;padding:0 16px">
<main>
<p><a href="?lang=${other}" lang="${other}">${escapeHtml(w.other)}</a></p>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.intro)}</p>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:6px 16px">
${rows}
</dl>
${page.closed === null ? form : `<p role="status">${escapeHtml(page.closed)}</p>`}
</main>
</body>
</html>`;
}
