import { Hono } from 'hono';
import { consultationRequestSchema } from '../../../contracts/consultation.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { parseJson } from '../../http/parse-json.ts';
import { perAddressLimit } from '../../http/rate-limit.ts';
import { createConsultationRequest } from '../../services/consultations/create-consultation-request.ts';

/** Abuse limit: ten sign-ups per address in ten minutes is more than any real visitor needs. */
export const CONSULTATION_RATE_LIMIT = { bucket: 'consultations', limit: 10, windowSeconds: 600 };

/** POST /consultations: the home page's free-consultation sign-up (public). */
export function consultationsRoutes(deps: AppDeps) {
  const limit = perAddressLimit(deps, CONSULTATION_RATE_LIMIT);
  return new Hono<AppBindings>().post('/consultations', async (c) => {
    await limit.check(c);
    const input = await parseJson(c, consultationRequestSchema);
    await limit.consume(c);
    const { id } = await createConsultationRequest(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        supportEmail: deps.env.SUPPORT_EMAIL,
        logger: c.get('logger'),
      },
      input,
    );
    return c.json({ id }, 201);
  });
}
