import type { Asset } from '../../../contracts/assets.ts';
import type {
  BatchList,
  BatchTool,
  BatchSubmitResponse,
  BatchView,
  CellRetryResponse,
  ExportPreset,
  ExportResponse,
  ExportReviewChoice,
  ExportStartResponse,
} from '../../../contracts/catalogue.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys: every catalogue read starts with 'catalogue' so one invalidation refreshes all. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  batches: ['catalogue', 'batches'] as const,
  /** Every batch's grid: an approval made elsewhere patches and refreshes them all. */
  batchGrids: ['catalogue', 'batch'] as const,
  batch: (id: string) => ['catalogue', 'batch', id] as const,
  export: (id: string) => ['catalogue', 'export', id] as const,
};

/** The screen follows a batch and an export by reading them again this often. */
export const FOLLOW_INTERVAL_MS = 2_000;

export const fetchBatches = () => api.get<BatchList>('/catalogue/batches');

export const fetchBatch = (id: string) =>
  api.get<{ batch: BatchView }>(`/catalogue/batches/${encodeURIComponent(id)}`);

/** POST /catalogue/batches: the key makes a repeated click (or a lost answer) one batch. */
export const submitBatch = (
  body: { tool?: BatchTool; garments: string[]; models: string[] },
  key: string,
) =>
  api.post<BatchSubmitResponse>('/catalogue/batches', body, {
    headers: { 'Idempotency-Key': key },
  });

export const retryCell = (batchId: string, generationId: string) =>
  api.post<CellRetryResponse>(
    `/catalogue/batches/${encodeURIComponent(batchId)}/cells/${encodeURIComponent(generationId)}/retry`,
  );

export const startExport = (body: {
  preset: ExportPreset;
  batchId?: string;
  sku?: string;
  generationIds?: string[];
  needsReview?: ExportReviewChoice;
}) => api.post<ExportStartResponse>('/catalogue/exports', body);

export const fetchExport = (id: string) =>
  api.get<ExportResponse>(`/catalogue/exports/${encodeURIComponent(id)}`);

/** A sample copied into the library (one copy per sample and user, decision 043). */
export const copySample = (sampleId: string) =>
  api.post<Asset>(`/samples/${encodeURIComponent(sampleId)}/use`);
