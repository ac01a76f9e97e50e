import nodemailer from 'nodemailer';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058); the outbox keeps none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** The embedded default: messages are rows in mail_outbox, listed on /dev-tools. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      return { id: row!.id };
    },
    async close() {},
  };
}

/** Real delivery through any SMTP server, e.g. smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      return { id: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
