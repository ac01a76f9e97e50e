import { Hono } from 'hono';
import { contactFieldsSchema, contactUploadLimits } from '../../../contracts/contact.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { parseForm } from '../../http/parse-form.ts';
import { perAddressLimit } from '../../http/rate-limit.ts';
import { createContactMessage } from '../../services/contact/create-contact-message.ts';
import { readContactAttachments } from '../../services/contact/read-contact-attachments.ts';

export const CONTACT_RATE_LIMIT = { bucket: 'contact', limit: 5, windowSeconds: 600 };

/** Four full-size files plus 1MB for the text fields and multipart framing. */
export const CONTACT_BODY_LIMIT_BYTES =
  contactUploadLimits.maxFiles * contactUploadLimits.maxFileBytes + 1024 * 1024;

/**
 * POST /contact (public, multipart/form-data): spec §3 contact form with up to four PNG, JPG or
 * PDF attachments. Everything is validated (fields, then each file's content) before anything
 * is written.
 */
export function contactRoutes(deps: AppDeps) {
  const limit = perAddressLimit(deps, CONTACT_RATE_LIMIT);
  return new Hono<AppBindings>().post('/contact', async (c) => {
    await limit.check(c);
    const form = await parseForm(c, {
      fileField: 'files',
      maxFiles: contactUploadLimits.maxFiles,
      maxFileBytes: contactUploadLimits.maxFileBytes,
    });
    const parsed = contactFieldsSchema.safeParse(form.fields);
    if (!parsed.success) throw errors.validation(issuesFromZod(parsed.error));
    const attachments = await readContactAttachments(form.files);
    await limit.consume(c);
    const saved = await createContactMessage(
      {
        db: deps.database.db,
        store: deps.store,
        mailer: deps.mailer,
        supportEmail: deps.env.SUPPORT_EMAIL,
        logger: c.get('logger'),
      },
      { fields: parsed.data, locale: parsed.data.locale ?? c.get('lang'), attachments },
    );
    return c.json(saved, 201);
  });
}
