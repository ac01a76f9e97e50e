import { Hono } from 'hono';
import {
  checkPortraitRequestSchema,
  portraitWarningMessages,
  type CheckPortraitResponse,
} from '../../../contracts/portrait-check.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { translateMessage } from '../../http/localize.ts';
import { parseJson } from '../../http/parse-json.ts';
import { checkPortraitAsset } from '../../services/generation/check-portrait.ts';

/**
 * POST /ai/hairstyle-changer/check-portrait: whether a portrait has a face the hairstyle
 * changer can work around, with warnings in the caller's language (decision 020).
 */
export function checkPortraitRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  app.post('/ai/hairstyle-changer/check-portrait', requireAccount(deps), async (c) => {
    const { assetId } = await parseJson(c, checkPortraitRequestSchema);
    const { ok, warnings } = await checkPortraitAsset(
      { db: deps.database.db, store: deps.store },
      c.get('user').id,
      assetId,
    );
    const lang = c.get('lang');
    const body: CheckPortraitResponse = {
      ok,
      warnings: warnings.map((code) => ({
        code,
        message: translateMessage(portraitWarningMessages[code], lang),
      })),
    };
    return c.json(body);
  });
  return app;
}
