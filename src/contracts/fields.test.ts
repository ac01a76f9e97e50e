import { describe, expect, it } from 'vitest';
import { consultationRequestSchema } from './consultation.ts';
import { contactFieldsSchema } from './contact.ts';
import { phoneSchema } from './fields.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('phoneSchema', () => {
  it.each(['0912345678', '0912 345 678', '+84 912-345-678', '028 3822 1234', '912345678'])(
    'accepts %j',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(true);
    },
  );

  it.each(['', 'abc', '0912.345.678', '12345678', '+84 1234 5678 9012 34', '84+912345678'])(
    'refuses %j',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(false);
    },
  );
});

describe('consultationRequestSchema', () => {
  const good = { name: 'Lan Anh', phone: '0912 345 678', locale: 'vi' };

  it('accepts the minimum and trims what people type', () => {
    const parsed = consultationRequestSchema.parse({ ...good, name: '  Lan Anh ', email: '' });
    expect(parsed).toEqual({ ...good, email: '' });
  });

  it('carries dictionary keys as messages', () => {
    expect(firstMessage(consultationRequestSchema.safeParse({ ...good, name: 'L' }))).toBe(
      'validation.nameTooShort',
    );
    expect(firstMessage(consultationRequestSchema.safeParse({ ...good, email: 'x@' }))).toBe(
      'validation.emailInvalid',
    );
    expect(
      firstMessage(consultationRequestSchema.safeParse({ ...good, businessType: 'bank' })),
    ).toBe('validation.businessTypeInvalid');
  });
});

describe('contactFieldsSchema', () => {
  const good = {
    firstName: 'Anh',
    lastName: 'Nguyễn Lan',
    email: 'lan@example.vn',
    phone: '0912345678',
    topic: 'pricing',
    description: 'Tôi muốn hỏi về gói Pro.',
  };

  it('accepts a complete form', () => {
    expect(contactFieldsSchema.safeParse(good).success).toBe(true);
  });

  it('names the missing and bad fields with dictionary keys', () => {
    const result = contactFieldsSchema.safeParse({ ...good, email: undefined, topic: 'jobs' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'validation.emailRequired'],
      ['topic', 'validation.topicInvalid'],
    ]);
  });
});
