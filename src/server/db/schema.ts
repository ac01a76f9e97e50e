import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Mail kept in the database by the outbox transport (the embedded default), shown on /dev-tools. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/**
 * Files written to the object store. Temporary ones (an upload not yet attached to anything)
 * carry an expiry and are removed by the cleanup job.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    temporary: boolean('temporary').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_expiry_idx').on(table.temporary, table.expiresAt)],
);

/** Free-consultation sign-ups from the home page (POST /consultations). */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    businessType: text('business_type'),
    message: text('message'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consultation_requests_created_at_idx').on(table.createdAt)],
);

/** Messages from the contact form (spec §3); `reference` is quoted to the sender. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Attachments of a contact message; stored_files stays generic, so the link lives here. */
export const contactMessageFiles = pgTable(
  'contact_message_files',
  {
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The sender's file name, for the download link only. */
    originalName: text('original_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contactMessageId, table.storedFileId] })],
);

/**
 * One row per counted request, for sliding-window limits shared by every API process.
 * `subject` is an HMAC of the client key (an IP address, later an account), never the key.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('rate_limit_hits_lookup_idx').on(table.bucket, table.subject, table.createdAt),
    index('rate_limit_hits_expiry_idx').on(table.bucket, table.createdAt),
  ],
);
