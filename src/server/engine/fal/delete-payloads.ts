import type { Logger } from '../../logger.ts';

/**
 * Deletes a finished request's stored input/output payloads and its output CDN files at fal
 * (decision 058), once our copy of the result is saved: fal keeps payloads 30 days by default
 * (https://docs.fal.ai/model-apis/payloads). Platform API reference,
 * https://docs.fal.ai/platform-apis/v1/models/requests/payloads:
 * `DELETE {FAL_API_URL}/models/requests/{request_id}/payloads`, `Authorization: Key …` of an
 * ADMIN-scope key, optional `Idempotency-Key` → `{ cdn_delete_results: [{ link, exception }] }`.
 * Best effort: a refusal is logged and never fails the generation, whose result is already ours.
 * @returns whether fal took the delete with no file left behind.
 */
export async function deleteRequestPayloads(
  options: { apiUrl: string; key: string; logger: Logger; fetch?: typeof fetch },
  requestId: string,
): Promise<boolean> {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/models/requests/${encodeURIComponent(requestId)}/payloads`;
  try {
    const res = await (options.fetch ?? fetch)(url, {
      method: 'DELETE',
      headers: {
        Authorization: `Key ${options.key}`,
        Accept: 'application/json',
        // A retried call within fal's 10-minute window answers the first one's result.
        'Idempotency-Key': requestId,
      },
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => null)) as {
      cdn_delete_results?: { link: string; exception: string | null }[];
    } | null;
    if (!res.ok) {
      options.logger.warn({ requestId, status: res.status }, 'fal payloads not deleted');
      return false;
    }
    const failed = (body?.cdn_delete_results ?? []).filter((item) => item.exception !== null);
    if (failed.length > 0) {
      options.logger.warn({ requestId, failed: failed.length }, 'fal output files not deleted');
      return false;
    }
    options.logger.info({ requestId }, 'fal payloads deleted');
    return true;
  } catch (error) {
    options.logger.warn({ requestId, err: error }, 'fal payloads not deleted');
    return false;
  }
}
