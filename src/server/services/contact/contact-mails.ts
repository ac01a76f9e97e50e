import type { ContactFields, ContactTopic } from '../../../contracts/contact.ts';
import type { Lang } from '../../http/app-error.ts';
import type { MailMessage } from '../../mail/mailer.ts';

const topicLabels: Record<ContactTopic, Record<Lang, string>> = {
  support: { en: 'Support', vi: 'Hỗ trợ' },
  pricing: { en: 'Pricing', vi: 'Bảng giá' },
  cooperation: { en: 'Cooperation', vi: 'Hợp tác' },
  feedback: { en: 'Feedback', vi: 'Góp ý' },
  other: { en: 'Other', vi: 'Khác' },
};

interface ContactMail {
  reference: string;
  fields: ContactFields;
  locale: Lang;
  /** Signed download links, one per attachment. */
  links: { name: string; url: string }[];
}

/** For the support team (Vietnamese first, English beside it), with links to the attachments. */
export function supportNotification(to: string, mail: ContactMail): MailMessage {
  const { fields, reference, links } = mail;
  const topic = topicLabels[fields.topic];
  const lines = [
    `Tin nhắn liên hệ mới / New contact message ${reference}`,
    '',
    `Họ tên / Name: ${fields.lastName} ${fields.firstName}`,
    `Email: ${fields.email}`,
    `Điện thoại / Phone: ${fields.phone}`,
    `Chủ đề / Topic: ${topic.vi} / ${topic.en}`,
    `Ngôn ngữ / Language: ${mail.locale}`,
    '',
    fields.description,
    '',
    links.length
      ? `Tệp đính kèm / Attachments (liên kết hết hạn sau 7 ngày / links expire in 7 days):`
      : 'Không có tệp đính kèm / No attachments',
    ...links.map((link) => `- ${link.name}: ${link.url}`),
  ];
  return {
    to,
    subject: `[${reference}] ${topic.vi}: ${fields.lastName} ${fields.firstName}`,
    text: lines.join('\n'),
  };
}

/** For the sender, in their language; spec §9: support replies within 24 hours. */
export function senderConfirmation(mail: ContactMail): MailMessage {
  const { fields, reference } = mail;
  const topic = topicLabels[fields.topic][mail.locale];
  if (mail.locale === 'vi') {
    return {
      to: fields.email,
      subject: `Kiểu Studio đã nhận được tin nhắn của bạn (${reference})`,
      text: [
        `Xin chào ${fields.lastName} ${fields.firstName},`,
        '',
        `Cảm ơn bạn đã liên hệ với Kiểu Studio. Chúng tôi đã nhận được tin nhắn của bạn về chủ đề “${topic}” và sẽ phản hồi trong vòng 24 giờ.`,
        '',
        `Mã tham chiếu của bạn: ${reference}. Vui lòng trả lời thư này nếu bạn muốn bổ sung thông tin.`,
        '',
        'Trân trọng,',
        'Đội ngũ Kiểu Studio',
      ].join('\n'),
    };
  }
  return {
    to: fields.email,
    subject: `We received your message (${reference})`,
    text: [
      `Hello ${fields.firstName},`,
      '',
      `Thank you for contacting Kiểu Studio. We have received your message about “${topic}” and will reply within 24 hours.`,
      '',
      `Your reference: ${reference}. Reply to this email if you would like to add anything.`,
      '',
      'Best regards,',
      'The Kiểu Studio team',
    ].join('\n'),
  };
}
