import type { Context } from 'hono';
import { errors } from './app-error.ts';
import { refuseNul } from './client-input.ts';

export interface FormUpload {
  /** The name the sender's computer gave the file; never trusted for its type. */
  name: string;
  size: number;
  file: File;
}

export interface ParsedForm {
  /** Text parts; the first value wins when a name repeats. */
  fields: Record<string, string>;
  files: FormUpload[];
}

/**
 * Reads a multipart/form-data body. The body-limit middleware has already capped the whole
 * body while it streamed in; here the number of files and each file's size are checked before
 * any file's bytes are handed on, so a route only ever sniffs files it may keep.
 * @example const { fields, files } = await parseForm(c, { fileField: 'files', maxFiles: 4, maxFileBytes: 10 << 20 });
 */
export async function parseForm(
  c: Context,
  limits: { fileField: string; maxFiles: number; maxFileBytes: number },
): Promise<ParsedForm> {
  const form = await readMultipart(c);
  const fields: Record<string, string> = {};
  const files: FormUpload[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(name in fields)) fields[name] = value;
      continue;
    }
    if (name !== limits.fileField) continue;
    // A browser sends an empty, unnamed part for a file input left empty.
    if (value.size === 0 && value.name === '') continue;
    files.push({ name: value.name, size: value.size, file: value });
  }
  // Text parts and file names reach text columns: a NUL is the sender's mistake (decision 036).
  refuseNul(fields);
  refuseNul(
    files.map((upload) => upload.name),
    [limits.fileField],
  );
  if (files.length > limits.maxFiles) {
    throw errors.tooManyFiles(limits.fileField, limits.maxFiles);
  }
  files.forEach((upload, index) => {
    if (upload.size > limits.maxFileBytes) {
      throw errors.fileTooLarge(`${limits.fileField}.${index}`, limits.maxFileBytes);
    }
  });
  return { fields, files };
}

/**
 * The text fields of an HTML form, urlencoded or multipart (the first value wins when a name
 * repeats): 400 when the body is not a form or does not parse as one, 422 for a NUL.
 * @example const { outcome } = await parseFormFields(c);
 */
export async function parseFormFields(c: Context): Promise<Record<string, string | undefined>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(type)) {
    throw errors.formUnreadable();
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw errors.formUnreadable();
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  refuseNul(fields);
  return fields;
}

/** The request's multipart body, or a 400 `form_required` for any other body or a broken one. */
export async function readMultipart(c: Context): Promise<FormData> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw errors.formRequired();
  }
  try {
    return await c.req.raw.formData();
  } catch {
    throw errors.formRequired();
  }
}
