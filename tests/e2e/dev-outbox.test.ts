import { expect, test } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:8801';

// Against the real API started by the test runner: a message sent through the outbox
// transport shows up on /dev-tools.
test('a mail sent through the outbox appears on the developer tools page', async ({
  page,
  request,
}) => {
  const subject = `Mã xác thực ${Date.now()}`;
  const sent = await request.post(`${apiUrl}/dev/outbox/test`, {
    data: { to: 'mai@example.com', subject, text: 'Mã của bạn là 482913' },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/dev-tools');
  const message = page.getByRole('article').filter({ hasText: subject });
  await expect(message).toBeVisible();
  await expect(message).toContainText('mai@example.com');
  await expect(message).toContainText('Mã của bạn là 482913');
});
