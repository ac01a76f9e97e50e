import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
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
  const received: { to: string; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  let api: TestApi;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    api = await startTestApi({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await api?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers mail to a real SMTP server', async () => {
    const sent = await api.deps.mailer.send({
      to: 'hoa@example.com',
      subject: 'Mã xác thực',
      text: 'Mã của bạn là 123456',
    });
    expect(sent.id).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('hoa@example.com');
    expect(received[0]!.raw).toContain('Subject: =?UTF-8?');
  });

  it('hides the development outbox', async () => {
    const res = await fetch(`${api.url}/dev/outbox`);
    expect(res.status).toBe(404);
  });
});
