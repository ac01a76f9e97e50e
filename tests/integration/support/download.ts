import { onApi } from './public-forms.ts';
import type { TestApi } from './test-api.ts';

/**
 * A file link of the API, fetched over its socket: status, content type and bytes.
 * @example const poster = await download(api, asset.thumbnail_url);
 */
export async function download(api: TestApi, url: string) {
  const res = await fetch(onApi(api, url));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
