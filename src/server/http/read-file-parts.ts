import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';
import { refuseNul } from './client-input.ts';
import { issuesFromZod, type ValidationIssue } from './localize.ts';
import { readMultipart, type FormUpload } from './parse-form.ts';

/**
 * A multipart body of named files, one each, and text fields checked by a strict `fieldsSchema`
 * (`POST /v1/fidelity`: `product` and `result`). Like a JSON body of /v1, a part the operation
 * does not name is refused with 422 naming it, file or text, rather than ignored; a missing or
 * repeated file is a 422 on its name, a file over `maxFileBytes` a 413, before any is read.
 * @example const { files, fields } = await readFileParts(c, ['product', 'result'], schema, 10 << 20);
 */
export async function readFileParts<N extends string, T extends z.ZodType>(
  c: Context,
  names: readonly N[],
  fieldsSchema: T,
  maxFileBytes: number,
): Promise<{ files: Record<N, FormUpload>; fields: z.infer<T> }> {
  const form = await readMultipart(c);
  const text: Record<string, string> = {};
  const found = new Map<string, FormUpload[]>();
  const issues: ValidationIssue[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      // A file's name sent as text is that file missing, said below.
      if (!(names as readonly string[]).includes(name) && !(name in text)) text[name] = value;
      continue;
    }
    if (!(names as readonly string[]).includes(name)) {
      issues.push({ path: name, message: 'validation.unknownField', params: { field: name } });
      continue;
    }
    // A browser sends an empty, unnamed part for a file input left empty.
    if (value.size === 0 && value.name === '') continue;
    found.set(name, [
      ...(found.get(name) ?? []),
      { name: value.name, size: value.size, file: value },
    ]);
  }
  if (issues.length > 0) throw errors.validation(issues);
  refuseNul(text);
  const fields = fieldsSchema.safeParse(text);
  if (!fields.success) {
    // The public API's forms answer in its own words (issue 45).
    const surface = c.req.path.startsWith('/v1/') ? 'api' : 'studio';
    throw errors.validation(issuesFromZod(fields.error, { surface }));
  }
  for (const name of names) {
    const uploads = found.get(name) ?? [];
    if (uploads.length === 0) issues.push({ path: name, message: 'assets.error.fileRequired' });
    if (uploads.length > 1) issues.push({ path: name, message: 'assets.error.oneFile' });
  }
  if (issues.length > 0) throw errors.validation(issues);
  const files = Object.fromEntries(names.map((name) => [name, found.get(name)![0]!])) as Record<
    N,
    FormUpload
  >;
  for (const name of names) {
    // A file's name is the sender's text like any other (decision 036).
    refuseNul(files[name].name, [name]);
    if (files[name].size > maxFileBytes) throw errors.fileTooLarge(name, maxFileBytes);
  }
  return { files, fields: fields.data as z.infer<T> };
}
