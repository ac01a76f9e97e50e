import { SOFTWARE_AGENT, toolProvenance } from '../../contracts/content-credentials.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import { sniffVerifyMediaType, type VerifyMediaType } from '../../contracts/verify-file.ts';
import { readCredentials } from './read-credentials.ts';
import { markResult } from './mark-result.ts';
import { signAsset, type ResultSigner } from './result-signer.ts';
import { creditLine, embedXmp, xmpPacket } from './xmp.ts';

/**
 * Downloads keep the marks (issue 17 point 3, decision 052): a file re-rendered at another size or
 * quality (or with a visible label) gets a new manifest whose parent ingredient is the stored
 * result, so its own manifest travels inside and a reader still sees the AI source. A stored
 * result made before results were marked is marked now, from its generation's record.
 */
export interface DownloadToMark {
  /** The stored result, already marked (`ensureMarked`). */
  original: Buffer;
  originalContentType: string;
  rendered: Buffer;
  contentType: string;
  tool: StudioTool;
  /** What the rendering did, each a C2PA action. */
  changes: ('c2pa.resized' | 'c2pa.transcoded' | 'c2pa.edited')[];
}

/** Whether a file already carries a manifest the reference reader can open. */
export async function hasManifest(data: Buffer, contentType: string): Promise<boolean> {
  const type = sniffVerifyMediaType(data) ?? (contentType as VerifyMediaType);
  return (await readCredentials(data, type)).found;
}

/** The stored result as served when nothing changes: marked if it was not yet. */
export async function ensureMarked(
  signer: ResultSigner,
  file: { data: Buffer; contentType: string; tool: StudioTool; engine: string; madeAt: Date },
): Promise<Buffer> {
  if (await hasManifest(file.data, file.contentType)) return file.data;
  return markResult(signer, { ...file, inputs: [] });
}

export async function markDownload(
  signer: ResultSigner,
  download: DownloadToMark,
): Promise<Buffer> {
  const { source: sourceType } = toolProvenance[download.tool];
  const rendered = await embedXmp(
    download.rendered,
    download.contentType,
    xmpPacket(sourceType, creditLine),
  );
  const agent = { name: SOFTWARE_AGENT, version: signer.version };
  const when = new Date().toISOString();
  // The builder's edit intent opens the parent ingredient itself (`c2pa.opened` first).
  const actions = download.changes.map((action) => ({ action, softwareAgent: agent, when }));
  return signAsset(signer, {
    definition: {
      claim_generator_info: [agent],
      title: `${download.tool} result (download)`,
      format: download.contentType,
      assertions: [{ label: 'c2pa.actions.v2', data: { actions } }],
    },
    ingredients: [],
    parent: {
      data: download.original,
      contentType: download.originalContentType,
      label: 'original',
    },
    data: rendered,
    contentType: download.contentType,
  });
}
