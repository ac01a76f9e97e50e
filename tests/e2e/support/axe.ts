import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type Axe from 'axe-core';
import type { AxeResults, ContextObject } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * axe-core's minified build, and the configuration @axe-core/playwright gives it in its single-run
 * mode: frames of the page's own origin only.
 */
const setup = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Puts axe in every frame of the page that has not got it yet: once per document. */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof window.axe?.run === 'function')) continue;
      await frame.evaluate(setup);
    } catch (error) {
      // A helper frame that went away as the scan began has nothing to scan.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * axe-core as every browser test runs it: all its rules, in one `axe.run` on the page, keeping
 * the details of violations only. @axe-core/playwright's default runs each frame apart and joins
 * the results in a new blank page, then serialises every passing node: 2.3–2.7 s more per scan
 * on a page of 900 elements (4.5–5.3 s against 2.1 s, measured; issue 38). Its single-run mode
 * still evaluated axe's unminified 1.3 MB source twice per scan; this evaluates the minified
 * build once per document, so a screen scanned in several states pays for it once.
 * @example const { violations } = await new AxeBuilder({ page }).exclude('.toast').analyze();
 */
export class AxeBuilder {
  readonly #page: Page;
  readonly #include: string[] = [];
  readonly #exclude: string[] = [];

  constructor({ page }: { page: Page }) {
    this.#page = page;
  }

  include(selector: string): this {
    this.#include.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.#exclude.push(selector);
    return this;
  }

  async analyze(): Promise<Pick<AxeResults, 'violations'>> {
    await injectAxe(this.#page);
    const scope = { include: this.#include, exclude: this.#exclude };
    return this.#page.evaluate(async ({ include, exclude }) => {
      // The page at rest, as a person reads it: a toast or dialog still fading in has its text
      // below the contrast threshold for a moment (a faster scan caught one). Endless animations,
      // such as spinners, are not waited for; nothing waits more than 2 s.
      const settling = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([
        Promise.all(settling),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
      // Each selector in its own list: axe's form for a selector in the top frame.
      const context = {
        ...(include.length ? { include: include.map((selector) => [selector]) } : {}),
        ...(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : {}),
      } as ContextObject;
      const results = await window.axe!.run(include.length || exclude.length ? context : document, {
        resultTypes: ['violations'],
      });
      return { violations: results.violations };
    }, scope);
  }
}

/** The violations on the page as it is now, each rule with the elements that break it. */
export async function axeViolations(page: Page, options: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * axe on the page as it is now; a failure names each rule with the elements that break it.
 * `exclude` leaves a part of the page out of the scan.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}

/**
 * axe on each of `paths` in turn, in one page (issue 38: a test per page paid for a new context
 * and the scripts compiled afresh). Each page is a step with a soft check named by its path and
 * `label`, so a failure names every page that failed. `settle` waits for a page's content.
 * @example await expectPagesAxeClean(page, ['/', '/en/'], 'at 390px');
 */
export async function expectPagesAxeClean(
  page: Page,
  paths: readonly string[],
  label: string,
  settle: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      expect.soft(await axeViolations(page), `${path} ${label}`).toEqual([]);
    });
  }
}
