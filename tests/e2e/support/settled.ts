import type { Page, Request } from '@playwright/test';

/** Quiet this long with nothing in flight counts as settled. */
const QUIET_MS = 150;
/** A page that never settles (a request left open) is read as it is after this long. */
const LIMIT_MS = 10_000;

const trackers = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();

/**
 * Starts counting the page's requests: call it before the first navigation, so `settled` sees
 * every request from the start. Streams (server-sent events, sockets) stay open by design and
 * are not waited for.
 */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker = { inFlight: new Set<Request>(), changedAt: Date.now() };
  trackers.set(page, tracker);
  page.on('request', (request) => {
    if (['eventsource', 'websocket'].includes(request.resourceType())) return;
    tracker.inFlight.add(request);
    tracker.changedAt = Date.now();
  });
  const ended = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page's islands have hydrated and it has had nothing in flight for 150 ms.
 * Playwright's 'networkidle' waits 500 ms of quiet after every load, which over the three
 * hundred page loads of the policy, axe and language walks was a minute and a half of the
 * browser stage (issue 38). Hydration is waited for first, so the short quiet window cannot end
 * between an island's code arriving and the requests it makes once it runs.
 */
export async function settled(page: Page): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('settled(page) needs trackRequests(page) before the navigation');
  const deadline = Date.now() + LIMIT_MS;
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      !document.querySelector(
        'astro-island[ssr][client="load"], astro-island[ssr][client="only"], astro-island[ssr][client="idle"]',
      ),
    undefined,
    { timeout: LIMIT_MS },
  );
  while (Date.now() < deadline) {
    if (tracker.inFlight.size === 0 && Date.now() - tracker.changedAt >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
