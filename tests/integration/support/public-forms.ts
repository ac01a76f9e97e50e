import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  consultationRequests,
  contactMessageFiles,
  contactMessages,
  storedFiles,
} from '../../../src/server/db/schema.ts';
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

/** Row counts of everything the public forms write. */
export async function storedCounts(api: TestApi) {
  const { db } = api.deps.database;
  const rows = async (table: PgTable) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    consultations: await rows(consultationRequests),
    messages: await rows(contactMessages),
    files: await rows(storedFiles),
    links: await rows(contactMessageFiles),
    onDisk: (await filesOnDisk(api)).length,
  };
}

/** Every file in the API's object store folder (none when it was never created). */
export async function filesOnDisk(api: TestApi): Promise<string[]> {
  const root = path.join(api.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((e) => path.join(e.parentPath, e.name));
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

/** Signed URLs carry the configured public host; tests reach the API on its ephemeral port. */
export function onApi(api: TestApi, signed: string): string {
  const url = new URL(signed);
  return `${api.url}${url.pathname}${url.search}`;
}
