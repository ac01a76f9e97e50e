import type { CellLabel } from '../../../contracts/catalogue.ts';
import { findSample } from '../samples/sample-catalogue.ts';

/** What a file in the ZIP is named by, each part as the seller wrote it (or a default). */
export interface ExportLabel {
  sku: string;
  colour: string;
  model: string;
}

export const labelDefaults: ExportLabel = { sku: 'no-sku', colour: 'no-colour', model: 'model' };

/** The garment and model assets a try-on was made from, when it has no catalogue label. */
export interface InputAssets {
  garment?: { sku: string | null; color: string | null } | undefined;
  model?: { name: string } | undefined;
  /** The job's `params.model`: a brand model's id or a sample's (decision 123). */
  choice?: string | null;
}

/**
 * The label of one result: the catalogue label fixed at submit, else its input assets' SKU,
 * colour and name, else the defaults. The model is named by its label (decision 129): a
 * sample by its id, a brand model by its name, a model photo by its name in the library, never
 * with the upload's file extension.
 */
export function exportLabel(label: CellLabel | null, inputs: InputAssets): ExportLabel {
  const pick = (...values: (string | null | undefined)[]) =>
    values.map((value) => value?.trim()).find((value) => value) ?? null;
  const sample = inputs.choice ? findSample(inputs.choice)?.id : undefined;
  return {
    sku: pick(label?.sku, inputs.garment?.sku) ?? labelDefaults.sku,
    colour: pick(label?.color, inputs.garment?.color) ?? labelDefaults.colour,
    model:
      pick(sample, stripExtension(label?.model), stripExtension(inputs.model?.name)) ??
      labelDefaults.model,
  };
}

function stripExtension(name: string | null | undefined) {
  return name?.replace(/\.(jpe?g|png|webp|heic|avif)$/i, '');
}

/** A short id that tells two models apart: the first 8 characters of an id, dashes dropped. */
export function shortId(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toLowerCase();
}

/**
 * Decision 129: two different models whose labels would name their files alike (two uploads
 * both called `image.png`) each get their short id after the label, so no file of one model is
 * numbered as if it were another's. `keys[i]` tells the models apart (the model's asset id);
 * a label only one model has is kept as it is.
 * @example distinctModels([{ ..., model: 'image' }, { ..., model: 'image' }], ['3f2b…', '9c1d…'])
 *   // models 'image-3f2b8c1e' and 'image-9c1d0a7f'
 */
export function distinctModels(labels: ExportLabel[], keys: (string | null)[]): ExportLabel[] {
  const keysByName = new Map<string, Set<string>>();
  labels.forEach((label, index) => {
    const key = keys[index];
    if (!key) return;
    const name = safePart(label.model, labelDefaults.model).toLowerCase();
    keysByName.set(name, (keysByName.get(name) ?? new Set()).add(key));
  });
  return labels.map((label, index) => {
    const key = keys[index];
    const name = safePart(label.model, labelDefaults.model).toLowerCase();
    if (!key || (keysByName.get(name)?.size ?? 0) < 2) return label;
    // 31 + 1 + 8: the short id stays within a file name part's 40 characters.
    return { ...label, model: `${label.model.slice(0, 31)}-${shortId(key)}` };
  });
}

/**
 * One part of a file name, safe on every file system: Vietnamese folded to ASCII ("Đỏ" → "Do"),
 * anything but letters, digits, dot and dash turned into a dash, at most 40 characters.
 * @example safePart('Áo dài / Đỏ') // 'Ao-dai-Do'
 */
export function safePart(text: string, fallback: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40)
    .replace(/[-.]+$/g, '');
  return folded || fallback;
}

/**
 * Names the files `SKU_colour_model_n.jpg` in order, `n` counting from 1 among files whose
 * other parts are the same.
 */
export function exportFileNames(labels: ExportLabel[]): string[] {
  const counts = new Map<string, number>();
  return labels.map((label) => {
    const base = [
      safePart(label.sku, labelDefaults.sku),
      safePart(label.colour, labelDefaults.colour),
      safePart(label.model, labelDefaults.model),
    ].join('_');
    const key = base.toLowerCase();
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return `${base}_${n}.jpg`;
  });
}

/** One row of manifest.csv. */
export interface ManifestRow extends ExportLabel {
  file: string;
  generationId: string;
  /** Issue 41: the garment fidelity verdict (`pass`, `warn`, `fail`); empty when not checked. */
  fidelity?: string | null;
  /** The seller's reason for approving a result that did not pass; empty otherwise. */
  approvalReason?: string | null;
}

/**
 * manifest.csv: RFC 4180 (CRLF, fields quoted when they hold a comma, semicolon, tab, quote or
 * line break), UTF-8 with a byte order mark so Excel reads Vietnamese. Every value is neutralised
 * (`neutraliseFormulas`) so a spreadsheet shows it as text and never runs it as a formula.
 */
export function manifestCsv(rows: ManifestRow[]): Buffer {
  const lines = [
    ['sku', 'colour', 'model', 'file', 'generation_id', 'fidelity', 'fidelity_approval'],
    ...rows.map((row) => [
      row.sku,
      row.colour,
      row.model,
      row.file,
      row.generationId,
      row.fidelity ?? '',
      row.approvalReason ?? '',
    ]),
  ].map((fields) => fields.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function csvField(value: string) {
  const text = neutraliseFormulas(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Where a spreadsheet may start a cell inside a value: its start, or after a separator some
 * spreadsheets split on (`,` `;` tab, or a line break), past any spaces or quotes it strips. A cell
 * opening with one of these characters is read as a formula (OWASP, CSV injection).
 */
const formulaAtCellStart = /(^|[,;\t\r\n])([ "]*)([=+\-@])/g;

/**
 * OWASP's CSV injection rule on every cell a value could become (issue 39, defect 10): an
 * apostrophe before each formula character that opens one, and before a value opening with a tab
 * or carriage return. Nothing else changes, so the value stays readable.
 * @example neutraliseFormulas('x;=cmd|"/C calc"!A0') // `x;'=cmd|"/C calc"!A0`
 */
export function neutraliseFormulas(value: string): string {
  const text = value.replace(formulaAtCellStart, "$1$2'$3");
  return /^[\t\r]/.test(text) ? `'${text}` : text;
}
