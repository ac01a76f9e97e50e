import { errors } from '../../http/app-error.ts';
import { isRefusedHost } from '../outbound/outbound-address.ts';

/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX = 2048;

const invalid = (message: string, params?: Record<string, string | number>) =>
  errors.validation([{ path: 'webhook_url', message, params }]);

/**
 * A public API job's `webhook_url`, checked: http(s), at most 2048 characters, no user name or
 * password; unless `allowPrivate` (API_WEBHOOK_ALLOW_PRIVATE, for local receivers), https only
 * and no `localhost` or IP literal outside public unicast (decision 033). Names are resolved and
 * checked when a delivery connects (`postWebhook`). Throws a 422 naming the field.
 * @example parseWebhookUrl('https://shop.example/hooks', { allowPrivate: false }).host
 */
export function parseWebhookUrl(value: unknown, options: { allowPrivate: boolean }): URL {
  if (typeof value !== 'string' || value.trim() === '') throw invalid('apiTokens.webhook.invalid');
  if (value.length > WEBHOOK_URL_MAX) {
    throw invalid('apiTokens.webhook.tooLong', { max: WEBHOOK_URL_MAX });
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('apiTokens.webhook.invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid('apiTokens.webhook.invalid');
  }
  if (url.username || url.password) throw invalid('apiTokens.webhook.credentials');
  if (options.allowPrivate) return url;
  if (url.protocol !== 'https:') throw invalid('apiTokens.webhook.httpsOnly');
  if (isRefusedHost(url.hostname)) throw invalid('apiTokens.webhook.privateHost');
  return url;
}

/**
 * A request's optional `webhook_url` (a job, a batch, an export), checked as `parseWebhookUrl`
 * does; undefined when none was given.
 * @example requestWebhookUrl(body.webhook_url, { allowPrivate: false })
 */
export function requestWebhookUrl(
  value: string | undefined,
  options: { allowPrivate: boolean },
): string | undefined {
  return value === undefined ? undefined : parseWebhookUrl(value, options).toString();
}
