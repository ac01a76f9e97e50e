import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

describe('outbox transport (embedded default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('stores a message and lists it newest first at GET /dev/outbox', async () => {
    for (const subject of ['first', 'second']) {
      const res = await fetch(`${api.url}/dev/outbox/test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'lan@example.com', subject, text: 'Xin chào' }),
      });
      expect(res.status).toBe(201);
    }
    const body = await (await fetch(`${api.url}/dev/outbox`)).json();
    expect(body.enabled).toBe(true);
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(body.messages[0]).toMatchObject({ to: 'lan@example.com', text: 'Xin chào' });
  });
});

describe('SMTP transport', () => {
  let inbox: SmtpInbox;
  let api: TestApi;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({ MAIL_TRANSPORT: 'smtp', SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await api?.stop();
    await inbox?.close();
  });

  it('delivers mail to a real SMTP server', async () => {
    const sent = await api.deps.mailer.send({
      to: 'hoa@example.com',
      subject: 'Mã xác thực',
      text: 'Mã của bạn là 123456',
    });
    expect(sent.id).toBeTruthy();
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]!.to).toBe('hoa@example.com');
    expect(inbox.received[0]!.raw).toContain('Subject: =?UTF-8?');
  });

  it('hides the development outbox', async () => {
    const res = await fetch(`${api.url}/dev/outbox`);
    expect(res.status).toBe(404);
  });
});
