import type { Context } from 'hono';
import type { z } from 'zod';
import { studioUploadLimits } from '../../contracts/studio.ts';
import { errors } from './app-error.ts';
import { issuesFromZod } from './localize.ts';
import { parseForm } from './parse-form.ts';

/**
 * The single `file` part of a library upload (the studio's POST /assets and the public API's
 * POST /v1/uploads, and POST /v1/verify with a larger limit for videos) with its text fields
 * checked by `fieldsSchema`: 422 when the file is missing or there are several.
 */
export async function readUpload<T extends z.ZodType>(
  c: Context,
  fieldsSchema: T,
  maxFileBytes: number = studioUploadLimits.maxFileBytes,
) {
  const form = await parseForm(c, {
    fileField: 'file',
    // Counted here, to say 'one file at a time' rather than 'at most 1 files'.
    maxFiles: Number.MAX_SAFE_INTEGER,
    maxFileBytes,
  });
  const fields = fieldsSchema.safeParse(form.fields);
  if (!fields.success) {
    // The public API's uploads answer in its own words (issue 45).
    const surface = c.req.path.startsWith('/v1/') ? 'api' : 'studio';
    throw errors.validation(issuesFromZod(fields.error, { surface }));
  }
  if (form.files.length > 1) {
    throw errors.validation([{ path: 'file', message: 'assets.error.oneFile' }]);
  }
  const [upload] = form.files;
  if (!upload) throw errors.validation([{ path: 'file', message: 'assets.error.fileRequired' }]);
  return { fields: fields.data as z.infer<T>, upload };
}
