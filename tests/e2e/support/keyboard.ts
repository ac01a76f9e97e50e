import { expect, type Locator, type Page } from '@playwright/test';

/** Where focus is, for a failure message: the element's role or tag and its text. */
async function describeFocus(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return 'body';
      const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
      return `${active.tagName.toLowerCase()} "${name.trim().slice(0, 60)}"`;
    });
  } catch {
    // While a key's navigation loads the next page there is no focus to read yet: asked again.
    return 'body';
  }
}

/**
 * Issue 25: a person who uses only the keyboard. Every key goes through `press`, which then
 * checks that focus is on an element and not on <body> (allowing a moment for the screen to
 * settle: React moves focus in an effect after the render that removed the pressed control).
 * @example const keys = keyboardOnly(page); await keys.activate(page.getByRole('button', { name: 'Tạo' }));
 */
export function keyboardOnly(page: Page) {
  async function expectFocusNotOnBody(after: string) {
    await expect
      .poll(() => describeFocus(page), {
        message: `focus fell to <body> after ${after}`,
        timeout: 2_000,
      })
      .not.toBe('body');
  }

  async function press(key: string) {
    await page.keyboard.press(key);
    await expectFocusNotOnBody(key);
  }

  async function isFocused(target: Locator) {
    return target.evaluate((node) => node === document.activeElement).catch(() => false);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus; fails if it is not reached. */
  async function tabTo(target: Locator, { backwards = false, max = 80 } = {}) {
    await expect(target).toBeVisible();
    for (let presses = 0; presses < max; presses += 1) {
      if (await isFocused(target)) return;
      await press(backwards ? 'Shift+Tab' : 'Tab');
    }
    expect(await isFocused(target), `reached by ${backwards ? 'Shift+Tab' : 'Tab'}`).toBe(true);
  }

  /**
   * The first key on a page just opened (`page.goto` or a followed link). Nothing has focus yet,
   * as in any browser, so the first Tab must land on the skip link, the first thing of every
   * page. A person waits for the page to show first: the skip link comes with the studio's
   * island, and the content with the page's own.
   */
  async function start(skipLink: string) {
    // One per page: a second (an island's own inside a public page) fails here.
    const skip = page.getByRole('link', { name: skipLink });
    // The page shows first: a studio page's island may take a while on a busy machine.
    await expect(skip).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('main')).toBeVisible();
    await press('Tab');
    await expect(skip).toBeFocused();
  }

  return {
    press,
    tabTo,
    expectFocusNotOnBody,
    /** Tabs to `target` and presses Enter (or Space for a toggle, a radio, a checkbox). */
    async activate(target: Locator, key: 'Enter' | ' ' = 'Enter', options = {}) {
      await tabTo(target, options);
      await press(key === ' ' ? 'Space' : key);
    },
    /**
     * Chooses `target` in its radio group as a keyboard user does: Tab to the group's one stop
     * (its checked radio), then the arrows until `target` is checked.
     */
    async chooseRadio(group: Locator, target: Locator) {
      await tabTo(group.getByRole('radio', { checked: true }));
      for (let presses = 0; presses < 12 && !(await target.isChecked()); presses += 1) {
        await press('ArrowDown');
      }
      await expect(target).toBeChecked();
    },
    /** Types text into the focused field, one key at a time. */
    async type(text: string) {
      await page.keyboard.type(text);
      await expectFocusNotOnBody(`typing "${text}"`);
    },
    start,
    /** A key that follows a link to another page; the walk goes on from its skip link. */
    async followLink(key: 'Enter', url: string | RegExp, skipLink: string) {
      await page.keyboard.press(key);
      await page.waitForURL(url);
      await start(skipLink);
    },
  };
}

export type KeyboardOnly = ReturnType<typeof keyboardOnly>;
