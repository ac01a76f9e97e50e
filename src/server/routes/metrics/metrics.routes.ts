import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { bearerToken } from '../../http/auth.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';

/**
 * GET /metrics: this process's metrics in Prometheus text format (decision 029). With
 * METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` reads them (401 otherwise).
 */
export function metricsRoutes({ env, metrics }: Pick<AppDeps, 'env' | 'metrics'>) {
  return new Hono<AppBindings>().get('/metrics', async (c) => {
    if (
      env.METRICS_TOKEN &&
      !sameSecret(bearerToken(c.req.header('authorization')), env.METRICS_TOKEN)
    ) {
      throw authErrors.unauthorized();
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}

/** Compares digests in constant time, so neither the token's content nor its length leaks. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
