import { randomBytes, randomUUID } from 'node:crypto';
import type { ContactFields } from '../../../contracts/contact.ts';
import type { Db } from '../../db/database.ts';
import { contactMessageFiles, contactMessages, storedFiles } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { senderConfirmation, supportNotification } from './contact-mails.ts';
import type { ContactAttachment } from './read-contact-attachments.ts';

/** Support may open an attachment link for a week after the message arrives. */
const ATTACHMENT_LINK_SECONDS = 7 * 24 * 3600;

// Crockford's alphabet: no I, L, O or U, so a reference read out on the phone is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** @example newReference() // 'KS-7F3K-9QX2' */
export function newReference(): string {
  const chars = [...randomBytes(8)].map((byte) => ALPHABET[byte % 32]).join('');
  return `KS-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Stores a contact message with its already-validated attachments, then mails support and the
 * sender. Files are written first and the rows in one transaction; if the transaction fails,
 * the files are deleted again, so nothing half-stored remains.
 */
export async function createContactMessage(
  deps: { db: Db; store: ObjectStore; mailer: Mailer; supportEmail: string; logger: Logger },
  input: { fields: ContactFields; locale: Lang; attachments: ContactAttachment[] },
): Promise<{ id: string; reference: string }> {
  const day = new Date().toISOString().slice(0, 10);
  const written: { key: string; attachment: ContactAttachment }[] = [];
  let saved: { id: string; reference: string };
  try {
    for (const attachment of input.attachments) {
      const key = `contact/${day}/${randomUUID()}.${attachment.ext}`;
      await deps.store.put(key, attachment.bytes, attachment.contentType);
      written.push({ key, attachment });
    }
    saved = await deps.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(contactMessages)
        .values({ ...input.fields, reference: newReference(), locale: input.locale })
        .returning({ id: contactMessages.id, reference: contactMessages.reference });
      for (const [position, { key, attachment }] of written.entries()) {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            storageKey: key,
            contentType: attachment.contentType,
            byteSize: attachment.bytes.length,
            temporary: false,
          })
          .returning({ id: storedFiles.id });
        await tx.insert(contactMessageFiles).values({
          contactMessageId: message!.id,
          storedFileId: file!.id,
          position,
          originalName: attachment.name,
        });
      }
      return message!;
    });
  } catch (error) {
    await Promise.allSettled(written.map(({ key }) => deps.store.delete(key)));
    throw error;
  }

  const mail = {
    reference: saved.reference,
    fields: input.fields,
    locale: input.locale,
    links: await Promise.all(
      written.map(async ({ key, attachment }) => ({
        name: attachment.name,
        url: await deps.store.signedUrl(key, {
          expiresInSeconds: ATTACHMENT_LINK_SECONDS,
          filename: attachment.name,
        }),
      })),
    ),
  };
  // The message is safely stored; a mail that fails is logged for support, not the sender's problem.
  for (const message of [supportNotification(deps.supportEmail, mail), senderConfirmation(mail)]) {
    await deps.mailer
      .send(message)
      .catch((err: unknown) =>
        deps.logger.error({ err, contactMessageId: saved.id }, 'contact mail failed'),
      );
  }
  return saved;
}
