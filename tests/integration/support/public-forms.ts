import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  consultationRequests,
  contactMessageFiles,
  contactMessages,
  storedFiles,
} from '../../../src/server/db/schema.ts';
import { publicApiUrl } from '../../../src/server/env.ts';
import { storedKeys } from './stored-objects.ts';
import type { TestApi } from './test-api.ts';

/** A real PNG (or JPEG, GIF) encoded by sharp, so content sniffing sees genuine bytes. */
export function imageBytes(format: 'png' | 'jpeg' | 'gif', size = 16): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** The smallest well-formed one-page PDF. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const goodContactFields = {
  firstName: 'Anh',
  lastName: 'Nguyễn Lan',
  email: 'lan.nguyen@example.vn',
  phone: '0912 345 678',
  topic: 'pricing',
  description: 'Shop của tôi cần thử đồ ảo cho 200 mẫu áo dài mỗi tháng.',
};

/** A contact form body as a browser sends it. */
export function contactForm(
  fields: Record<string, string | undefined> = goodContactFields,
  files: { name: string; type: string; bytes: Uint8Array }[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const file of files) {
    form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  }
  return form;
}

/** Row counts of everything the public forms write, and the objects in the store. */
export async function storedCounts(api: TestApi) {
  const { db } = api.deps.database;
  const rows = async (table: PgTable) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    consultations: await rows(consultationRequests),
    messages: await rows(contactMessages),
    files: await rows(storedFiles),
    links: await rows(contactMessageFiles),
    inStore: (await storedKeys(api.deps.env)).length,
  };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

export async function outbox(api: TestApi): Promise<OutboxMessage[]> {
  const res = await fetch(`${api.url}/dev/outbox`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * A link the API handed out, made reachable: its own links carry the configured public URL
 * (port 0 in tests) and are sent to its ephemeral port; others (presigned S3 links) go as they are.
 */
export function onApi(api: TestApi, link: string): string {
  const url = new URL(link);
  if (url.origin !== new URL(publicApiUrl(api.deps.env)).origin) return link;
  return `${api.url}${url.pathname}${url.search}`;
}
