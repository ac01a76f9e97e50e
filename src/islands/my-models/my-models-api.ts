import type { BrandModel, BrandModelList, CreateBrandModel } from '../../contracts/brand-models.ts';
import { api } from '../../lib/api-client.ts';

/** Query keys: every read of the models starts with 'brand-models' so one invalidation does. */
export const brandModelKeys = {
  all: ['brand-models'] as const,
  list: (includeRetired: boolean) => ['brand-models', 'list', includeRetired] as const,
  one: (id: string) => ['brand-models', 'one', id] as const,
};

/** A model being made is read again this often until it is ready or failed. */
export const PENDING_POLL_MS = 2_000;

export const fetchBrandModels = (includeRetired: boolean) =>
  api.get<BrandModelList>(`/models${includeRetired ? '?include_retired=true' : ''}`);

export const fetchBrandModel = (id: string) =>
  api.get<BrandModel>(`/models/${encodeURIComponent(id)}`);

export const createBrandModel = (body: CreateBrandModel) => api.post<BrandModel>('/models', body);

export const renameBrandModel = (id: string, name: string) =>
  api.patch<BrandModel>(`/models/${encodeURIComponent(id)}`, { name });

export const retireBrandModel = (id: string) =>
  api.delete<BrandModel>(`/models/${encodeURIComponent(id)}`);
