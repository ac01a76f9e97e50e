import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { eq } from 'drizzle-orm';
import type { ExportPreset } from '../../../contracts/catalogue.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { catalogueExports, users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ResultSigner } from '../../provenance/result-signer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { catalogueExportMail } from './catalogue-export-mail.ts';
import { CATALOGUE_EXPORT_LIFETIME_HOURS, catalogueExportLink } from './catalogue-export-view.ts';
import { collectExportItems, type ExportItem } from './collect-export-items.ts';
import { manifestCsv } from './export-file-names.ts';
import { renderExportImage } from './render-export-image.ts';
import { queueExportReady } from './export-ready-event.ts';
import type { Queue } from '../../jobs/queue.ts';

export interface CatalogueExportDeps {
  db: Db;
  store: ObjectStore;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  signer: ResultSigner;
  /** Sends the `export.ready` delivery of an export asked with a webhook. */
  queue: Pick<Queue, 'send'>;
}

/**
 * The export job (issue 20 point 4): renders one result at a time into a ZIP streamed into the
 * store under `catalogue-exports/<user>/<export>.zip`, writing progress after each, then
 * manifest.csv; marks the row ready with its 48-hour expiry and mails the signed link. A failure
 * removes whatever was stored and rethrows, so the retry starts over and no partial ZIP stays.
 */
export async function buildCatalogueExport(deps: CatalogueExportDeps, exportId: string) {
  const [row] = await deps.db
    .select()
    .from(catalogueExports)
    .where(eq(catalogueExports.id, exportId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await deps.db
    .update(catalogueExports)
    .set({ status: 'running', progress: 0 })
    .where(eq(catalogueExports.id, exportId));
  // Decision 101: the watermark follows the plan when the ZIP is made, as a download's does.
  const { plan } = await readCurrentPlan(deps.db, row.userId, deps.clock.now());
  const items = await collectExportItems(deps.db, row.userId, row.generationIds as string[], plan);
  const key = `catalogue-exports/${row.userId}/${exportId}.zip`;
  let written: { size: number; count: number };
  try {
    written = await writeZip(deps, key, items, row.preset as ExportPreset, async (done) => {
      await deps.db
        .update(catalogueExports)
        .set({ progress: done / (items.length + 1) })
        .where(eq(catalogueExports.id, exportId));
    });
  } catch (error) {
    await deps.store.delete(key).catch(() => undefined);
    throw error;
  }
  const completedAt = deps.clock.now();
  const expiresAt = new Date(completedAt.getTime() + CATALOGUE_EXPORT_LIFETIME_HOURS * 3600_000);
  // Ready and announced at once: the `export.ready` delivery commits with the row or not at all.
  const ready = await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(catalogueExports)
      .set({
        status: 'ready',
        progress: 1,
        storageKey: key,
        byteSize: written.size,
        fileCount: written.count,
        completedAt,
        expiresAt,
      })
      .where(eq(catalogueExports.id, exportId))
      .returning();
    if (!marked) return undefined;
    await queueExportReady(tx, deps.queue, {
      exportId,
      webhookUrl: row.webhookUrl,
      now: completedAt,
    });
    return marked;
  });
  if (!ready) {
    // Its account began closing meanwhile, which removed the row (issue 39): no link, no file.
    await deps.store.delete(key);
    return;
  }
  const url = await catalogueExportLink(deps.store, ready, completedAt);
  const [user] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, row.userId));
  if (user && url) {
    const lang: Lang = row.language === 'en' ? 'en' : 'vi';
    await deps.mailer.send(
      catalogueExportMail(lang, user, {
        url,
        expiresAt,
        preset: row.preset as ExportPreset,
        count: written.count,
      }),
    );
  }
  deps.logger.info(
    { exportId, files: written.count, size: written.size },
    'catalogue export ready',
  );
}

async function writeZip(
  deps: CatalogueExportDeps,
  key: string,
  items: ExportItem[],
  preset: ExportPreset,
  onProgress: (done: number) => Promise<void>,
) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const body = new PassThrough();
  archive.pipe(body);
  const failed = new Promise<never>((_, reject) =>
    archive.on('error', (error) => {
      body.destroy(error);
      reject(error);
    }),
  );
  const upload = deps.store.putStream(key, body, 'application/zip');
  const packed: ExportItem[] = [];
  const work = (async () => {
    for (const [index, item] of items.entries()) {
      const object = await deps.store.get(item.storageKey);
      if (object) {
        const data = await renderExportImage(
          deps.signer,
          { ...item, data: await readAll(object.body) },
          preset,
        );
        // JPEGs are already compressed: stored, not deflated.
        archive.append(data, { name: item.file, store: true });
        await once(archive, 'entry');
        packed.push(item);
      }
      await onProgress(index + 1);
    }
    archive.append(manifestCsv(packed), { name: 'manifest.csv' });
    await archive.finalize();
    return upload;
  })();
  const stored = await Promise.race([work, failed, upload.then(() => work)]);
  return { size: stored.size, count: packed.length };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** After the job's last retry: the row reads 'failed' with a message in the asker's language. */
export async function failCatalogueExport(
  deps: Pick<CatalogueExportDeps, 'db' | 'clock'>,
  exportId: string,
) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ language: catalogueExports.language })
    .from(catalogueExports)
    .where(eq(catalogueExports.id, exportId));
  if (!row) return;
  const message = localize('catalogueExport.error.failed');
  await deps.db
    .update(catalogueExports)
    .set({
      status: 'failed',
      storageKey: null,
      error: row.language === 'en' ? message.en : message.vi,
      expiresAt: new Date(now.getTime() + CATALOGUE_EXPORT_LIFETIME_HOURS * 3600_000),
    })
    .where(eq(catalogueExports.id, exportId));
}
