import type { ConsultationRequest } from '../../../contracts/consultation.ts';
import type { Db } from '../../db/database.ts';
import { consultationRequests } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';

const businessLabels: Record<string, string> = {
  fashion_shop: 'Shop thời trang / fashion shop',
  brand: 'Thương hiệu / brand',
  salon: 'Salon',
  creator: 'Nhà sáng tạo nội dung / creator',
  other: 'Khác / other',
};

/**
 * Stores a free-consultation sign-up and tells the support team. The row is what matters: a
 * mail that fails is logged, not reported to the visitor, whose request is safely kept.
 */
export async function createConsultationRequest(
  deps: { db: Db; mailer: Mailer; supportEmail: string; logger: Logger },
  input: ConsultationRequest,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(consultationRequests)
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email || null,
      businessType: input.businessType ?? null,
      message: input.message || null,
      locale: input.locale,
    })
    .returning({ id: consultationRequests.id });
  const id = row!.id;
  const lines = [
    `Yêu cầu tư vấn miễn phí mới / New free-consultation request (${id})`,
    '',
    `Họ tên / Name: ${input.name}`,
    `Điện thoại / Phone: ${input.phone}`,
    `Email: ${input.email || '—'}`,
    `Loại hình / Business: ${input.businessType ? businessLabels[input.businessType] : '—'}`,
    `Ngôn ngữ / Language: ${input.locale}`,
    '',
    input.message || '(không có lời nhắn / no message)',
  ];
  await deps.mailer
    .send({
      to: deps.supportEmail,
      subject: `Yêu cầu tư vấn: ${input.name} — ${input.phone}`,
      text: lines.join('\n'),
    })
    .catch((err: unknown) =>
      deps.logger.error({ err, consultationId: id }, 'consultation mail failed'),
    );
  return { id };
}
