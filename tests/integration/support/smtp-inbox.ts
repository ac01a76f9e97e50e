import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string;
  raw: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for the API's `SMTP_URL`. */
  url: string;
  /** Every message received, oldest first. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port that keeps what it receives, for tests of the mail the API
 * sends over `MAIL_TRANSPORT=smtp` (no outbox stand-in).
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
