import type { Locale } from '../../i18n/locales.ts';
import { element } from '../../lib/dom-element.ts';
import type { CheckOutcome } from './read-in-browser.ts';
import { verifyT } from './verify-copy.ts';
import { dropZoneClass, limitsInMegabytes, resultBody, verdictKey } from './verify-view.ts';

/**
 * The verify page's behaviour: choose or drop a file, read it in the browser, then show the
 * outcome, announce it, and put the focus on the result's heading.
 */
export function startVerifyTool(root: HTMLElement) {
  const locale = (root.dataset.verify === 'en' ? 'en' : 'vi') satisfies Locale;
  const t = verifyT(locale);
  const zone = root.querySelector<HTMLElement>('[data-verify-zone]')!;
  const choose = root.querySelector<HTMLButtonElement>('[data-verify-choose]')!;
  const input = root.querySelector<HTMLInputElement>('[data-verify-input]')!;
  const status = root.querySelector<HTMLElement>('[data-verify-status]')!;
  const outcome = root.querySelector<HTMLElement>('[data-verify-outcome]')!;
  let checks = 0;

  async function check(file: File | undefined) {
    if (!file) return;
    const id = ++checks;
    const checking = t('verify.checking', { name: file.name });
    status.textContent = checking;
    outcome.replaceChildren(element('p', 'text-ink-700', checking));
    outcome.firstElementChild!.setAttribute('aria-hidden', 'true');
    // The reader and its checks load with the first file, so the page itself carries no zod or
    // WebAssembly glue (its Lighthouse performance score).
    const read = await import('./read-in-browser.ts').then(
      ({ checkFile }) => checkFile(file),
      // Offline, the chunk fails as the reader would: the same message; the next file tries again.
      (): CheckOutcome => ({ kind: 'error', message: 'verify.error.load' }),
    );
    // A file chosen while another was read replaces it.
    if (id !== checks) return;
    if (read.kind === 'error') {
      status.textContent = '';
      const alert = element(
        'p',
        'rounded-lg bg-red-50 p-4 font-semibold text-red-800',
        t(read.message, limitsInMegabytes),
      );
      alert.setAttribute('role', 'alert');
      outcome.replaceChildren(alert);
      return;
    }
    const title = t('verify.result.heading', { name: file.name });
    status.textContent = `${title}. ${t(verdictKey(read.summary))}`;
    const heading = element(
      'h2',
      'text-xl font-bold break-all text-ink-900 focus:outline-none',
      title,
    );
    Object.assign(heading, { id: 'verify-result-heading', tabIndex: -1 });
    const result = element(
      'section',
      'rounded-xl border border-ink-200 bg-white p-6 shadow-sm',
      heading,
      ...resultBody(read.summary, t, locale),
    );
    result.setAttribute('aria-labelledby', heading.id);
    outcome.replaceChildren(result);
    heading.focus();
  }

  const dragging = (on: boolean) => (zone.className = dropZoneClass(on));
  zone.addEventListener('dragenter', (event) => {
    event.preventDefault();
    dragging(true);
  });
  zone.addEventListener('dragover', (event) => event.preventDefault());
  zone.addEventListener('dragleave', () => dragging(false));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    dragging(false);
    void check(event.dataTransfer?.files[0]);
  });
  choose.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    void check(input.files?.[0]);
    // The same file may be chosen again after it changed on disk.
    input.value = '';
  });
  choose.disabled = false;
}
