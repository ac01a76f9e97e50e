import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, newAccount, newestMail, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { buyPlan } from './support/plans.ts';

// Issue 40 point 9 (decision 103): team access was sold and did not exist. An owner invites by
// email from /team, the invitee follows the mailed link signed out, logs in, is brought back and
// accepts; each then sees the other, the owner the audit. Keyboard only, axe-clean.
test.use({ viewport: { width: 1280, height: 800 } });

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
const toaster = '[data-sonner-toaster]';

for (const [lang, dict, prefix] of [
  ['vi', vi, ''],
  ['en', en, '/en'],
] as const) {
  test(`an owner invites by email and the invitee joins from the mail (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const owner = await register(request, newAccount('chu', 'Trần Chủ Nhóm'), lang);
    const invitee = await register(request, newAccount('moi', 'Lê Được Mời'), lang);
    const { token } = await login(page, request, owner);
    await buyPlan(request, token, 'professional');
    await useAppLocale(page, lang);
    await page.goto('/team');

    const keys = keyboardOnly(page);
    await keys.tabTo(page.getByLabel(dict['teamScreen.invite.email'], { exact: true }));
    await keys.type(invitee.email);
    await keys.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: invitee.email })).toHaveText(
      fill(dict['teamScreen.invite.sent'], { email: invitee.email }),
    );
    const pending = page.getByRole('region', {
      name: dict['teamScreen.pending.title'],
      exact: true,
    });
    await expect(pending.getByText(invitee.email, { exact: true })).toBeVisible();

    const mail = await newestMail(request, invitee.email, (m) => m.text.includes('/team?invite='));
    const link = /(https?:\/\/\S+\/team\?invite=\S+)/.exec(mail.text)![1]!;
    expect(new URL(link).pathname).toBe(`${prefix}/team`);

    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(link);
    // Signed out: the login opens over the page and brings the visitor back to the invitation.
    const guestKeys = keyboardOnly(guest);
    const dialog = guest.getByRole('dialog', { name: dict['authUi.login.title'] });
    await guestKeys.tabTo(dialog.getByLabel(dict['authUi.email'], { exact: true }));
    await guestKeys.type(invitee.email);
    await guestKeys.tabTo(dialog.getByLabel(dict['authUi.password'], { exact: true }));
    await guestKeys.type(invitee.password);
    const reloaded = guest.waitForEvent('load');
    await guest.keyboard.press('Enter');
    await reloaded;

    const join = guest.getByRole('region', { name: dict['teamScreen.join.title'], exact: true });
    await expect(join).toContainText(
      fill(dict['teamScreen.join.body'], {
        owner: owner.name,
        ownerEmail: owner.email,
        email: invitee.email,
      }),
    );
    await guestKeys.activate(join.getByRole('button', { name: dict['teamScreen.join.accept'] }));
    await expect(
      guest.getByRole('heading', { level: 1, name: dict['teamScreen.title'] }),
    ).toBeFocused();
    await expect(guest).toHaveURL(/\/team$/);
    const theirTeam = guest.getByRole('region', {
      name: dict['teamScreen.people.title'],
      exact: true,
    });
    await expect(theirTeam).toContainText(owner.name);
    await expect(theirTeam).toContainText(`${invitee.name} ${dict['teamScreen.people.you']}`);
    await expectNoAxeViolations(guest, { exclude: toaster });
    await context.close();

    await page.reload();
    const people = page.getByRole('region', { name: dict['teamScreen.people.title'], exact: true });
    await expect(people).toContainText(invitee.name);
    const audit = page.getByRole('table', { name: dict['teamScreen.audit.peopleCaption'] });
    await expect(audit.getByRole('rowheader', { name: new RegExp(invitee.name) })).toBeVisible();
    await expect(
      page.getByRole('table', { name: dict['teamScreen.audit.latestCaption'] }),
    ).toContainText(dict['teamScreen.audit.none']);
    await expectNoAxeViolations(page, { exclude: toaster });

    // Removing the member is confirmed in place; focus then goes to the list's heading.
    const ownerKeys = keyboardOnly(page);
    await ownerKeys.activate(
      people.getByRole('button', {
        name: fill(dict['teamScreen.people.remove'], { name: invitee.name }),
      }),
    );
    await ownerKeys.press('Enter');
    await expectHeadingFocused(page, dict['teamScreen.people.title']);
    await expect(people).not.toContainText(invitee.name);
  });
}

async function expectHeadingFocused(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
}
