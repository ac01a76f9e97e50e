import type { Page } from '@playwright/test';

/**
 * The toaster's region, named in the page's language ("Thông báo (Alt+T)" / "Notifications
 * (Alt+T)"). One locator for every test, so a Vietnamese page is not checked against the
 * English name, where a "no toast" assertion would pass without looking.
 */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|Thông báo) \(Alt\+T\)$/ });

/**
 * Every toast's text shown on `page` from now on, across navigations: a login's welcome lives
 * about a second before the page moves on to the dashboard, which a busy machine's assertions
 * can miss, so the page reports each toast as it is added. Call before the first `goto`.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__kieuToastShown', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __kieuToastShown: (text: string) => void })
      .__kieuToastShown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const added = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll('[data-sonner-toast]')];
          for (const toast of added) void report(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
