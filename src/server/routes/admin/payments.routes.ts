import { Hono } from 'hono';
import {
  adminPaymentsQuerySchema,
  refundOrderSchema,
  resolveNoticeSchema,
} from '../../../contracts/admin-payments.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { railsOf } from '../../services/billing/payment-rails.ts';
import { listAdminPayments, readAdminPayment } from '../../services/billing/read-admin-payments.ts';
import { refundOrder } from '../../services/billing/refund-order.ts';
import {
  listNoticesToReview,
  resolveNotice,
} from '../../services/billing/review-payment-notices.ts';

/**
 * /api/admin/payments (issue 43, decision 135): orders with their refunds, a refund, and the
 * payments waiting for review. The fixed `/review` paths come before `/:id`.
 */
export function paymentsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const rails = railsOf(deps.env);
  const now = () => deps.clock.now();
  return new Hono<AuthedBindings>()
    .get('/', async (c) =>
      c.json(await listAdminPayments(db, parseQuery(c, adminPaymentsQuerySchema), rails)),
    )
    .get('/review', async (c) => c.json(await listNoticesToReview(db)))
    .post('/review/:id/resolve', async (c) => {
      const { resolution } = await parseJson(c, resolveNoticeSchema);
      const user = c.get('user');
      await resolveNotice(db, {
        id: c.req.param('id'),
        resolution,
        admin: { id: user.id, email: user.email },
        now: now(),
      });
      return c.json(await listNoticesToReview(db));
    })
    .post('/:id/refund', async (c) => {
      const { reason } = await parseJson(c, refundOrderSchema);
      const user = c.get('user');
      const refund = await refundOrder(
        { db, rails, now: now() },
        { orderId: c.req.param('id'), reason, admin: { id: user.id, email: user.email } },
      );
      const payment = await readAdminPayment(db, refund.orderId, rails);
      // A refund the provider finishes later (ZaloPay) is accepted, not done.
      return c.json(payment, refund.status === 'pending' ? 202 : 200);
    });
}
