import type { StudioTool } from '../../../contracts/studio.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { apiVersions } from './api-versions.ts';

const versionMessages = {
  token: 'publicApi.errors.unsupportedVersion',
  public: 'publicApi.errors.unsupportedPublicVersion',
  document: 'publicApi.errors.unsupportedDocumentVersion',
} as const;

/** The public API's own refusals (decision 023); each has a code of its own. */
export const publicApiErrors = {
  /** The token lacks the service's permission (spec §6). */
  serviceNotPermitted: (service: StudioTool) =>
    new AppError(
      403,
      'service_not_permitted',
      {
        en: localize('publicApi.errors.serviceNotPermitted', {
          service: localize(`tools.name.${service}`).en,
        }).en,
        vi: localize('publicApi.errors.serviceNotPermitted', {
          service: localize(`tools.name.${service}`).vi,
        }).vi,
      },
      { service },
    ),
  /**
   * Kieu-Version names no version of the changelog (decision 083); asked by a call with a token
   * (the default), by a public call without one, or as the document's `version` (issue 45).
   */
  unsupportedVersion: (version: string, asked: 'token' | 'public' | 'document' = 'token') =>
    new AppError(
      400,
      'unsupported_version',
      localize(versionMessages[asked], {
        version,
        versions: apiVersions.map((entry) => entry.version).join(', '),
      }),
      { version, versions: apiVersions.map((entry) => entry.version) },
    ),
  /** Decision 078: a job that succeeded, failed or was cancelled cannot be cancelled. */
  jobAlreadyFinished: (status: string) =>
    new AppError(
      409,
      'job_already_finished',
      localize('publicApi.errors.jobAlreadyFinished', { status }),
      { status },
    ),
  /** Issue 45: a method the path does not take; `Allow` and `allow` list those it does. */
  methodNotAllowed: (method: string, path: string, allowed: string[]) =>
    new AppError(
      405,
      'method_not_allowed',
      localize('publicApi.errors.methodNotAllowed', { method, path, allowed: allowed.join(', ') }),
      { allow: allowed },
      { allow: allowed.join(', ') },
    ),
  /** The account's uploads of the last 10 minutes (decision 037), snake_case like every field. */
  uploadsLimited: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'rate_limited',
      localize('validation.rateLimited', {
        minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      }),
      { retry_after_seconds: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  /** Spec §9: the token's requests per minute, shared by every API process. */
  rateLimitExceeded: (limit: number, retryAfterSeconds: number) =>
    new AppError(
      429,
      'rate_limit_exceeded',
      localize('publicApi.errors.rateLimitExceeded', { limit, seconds: retryAfterSeconds }),
      { limit, retry_after_seconds: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-limit': String(limit) },
    ),
};
