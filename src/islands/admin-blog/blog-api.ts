import { useQuery } from '@tanstack/react-query';
import type {
  BlogLang,
  BlogPost,
  BlogPostSummary,
  BlogTaxonomy,
  PostStatus,
  SiteBuild,
} from '../../contracts/admin-blog.ts';
import { ApiError, api } from '../../lib/api-client.ts';

const BASE = '/api/admin/blog';
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

export function useTaxonomy() {
  return useQuery({
    queryKey: ['admin-blog', 'taxonomy'],
    queryFn: () => api.get<BlogTaxonomy>(`${BASE}/taxonomy`),
    retry,
  });
}

export function usePosts(filter: { lang?: BlogLang; status?: PostStatus }) {
  const params = new URLSearchParams();
  if (filter.lang) params.set('lang', filter.lang);
  if (filter.status) params.set('status', filter.status);
  const query = params.toString();
  return useQuery({
    queryKey: ['admin-blog', 'posts', query],
    queryFn: () =>
      api.get<{ posts: BlogPostSummary[] }>(`${BASE}/posts${query ? `?${query}` : ''}`),
    retry,
  });
}

export function usePost(id: string | null) {
  return useQuery({
    queryKey: ['admin-blog', 'post', id],
    queryFn: () => api.get<BlogPost>(`${BASE}/posts/${id}`),
    enabled: Boolean(id),
    retry,
  });
}

const finished = (build: SiteBuild | null | undefined) =>
  !build || build.status === 'succeeded' || build.status === 'failed';

/** The latest site build, polled every 2 s while it is queued or running. */
export function useLatestBuild(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-blog', 'build'],
    queryFn: () => api.get<{ build: SiteBuild | null }>(`${BASE}/builds/latest`),
    enabled,
    refetchInterval: (query) => (finished(query.state.data?.build) ? false : 2000),
    retry,
  });
}

export const blogApi = {
  savePost: (id: string | null, body: unknown) =>
    id ? api.put<BlogPost>(`${BASE}/posts/${id}`, body) : api.post<BlogPost>(`${BASE}/posts`, body),
  deletePost: (id: string) => api.delete<void>(`${BASE}/posts/${id}`),
  saveTerm: (kind: string, id: string | null, body: unknown) =>
    id
      ? api.put<unknown>(`${BASE}/${kind}/${id}`, body)
      : api.post<unknown>(`${BASE}/${kind}`, body),
  deleteTerm: (kind: string, id: string) => api.delete<void>(`${BASE}/${kind}/${id}`),
};

/** The API's field errors (`errors: [{ path, message }]`) by path; already translated. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const list =
    (error instanceof ApiError ? (error.body as { errors?: unknown }).errors : null) ?? [];
  const out: Record<string, string> = {};
  if (Array.isArray(list)) {
    for (const item of list as { path?: string; message?: string }[]) {
      if (item.path && item.message) out[item.path] ??= item.message;
    }
  }
  return out;
}
