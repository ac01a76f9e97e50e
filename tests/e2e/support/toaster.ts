import type { Page } from '@playwright/test';

/**
 * The toaster's region, named in the page's language ("Thông báo (Alt+T)" / "Notifications
 * (Alt+T)"). One locator for every test, so a Vietnamese page is not checked against the
 * English name, where a "no toast" assertion would pass without looking.
 */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|Thông báo) \(Alt\+T\)$/ });
