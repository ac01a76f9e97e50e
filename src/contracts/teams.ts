import { z } from 'zod';
import { emailSchema } from './fields.ts';
import type { PlanId } from './plans.ts';

/**
 * Decision 103: people per team, the owner included, for the plans whose `teamAccess` is true.
 * The spec names no figure; "a small team" for Professional, a larger one for Premium, and
 * Enterprise as arranged (its default here). Pending invitations take a seat.
 */
export const TEAM_SEATS: Partial<Record<PlanId, number>> = {
  professional: 3,
  premium: 10,
  enterprise: 25,
};

/** How long an invitation's link works. */
export const TEAM_INVITE_TTL_DAYS = 7;

export const teamRoles = ['owner', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamInviteRequestSchema = z.object({
  email: emailSchema,
});

export const teamAcceptRequestSchema = z.object({
  token: z.string().min(1).max(200),
});

/** What an invitation's page shows before accepting: who invites, which address, until when. */
export const teamInvitePreviewSchema = z.object({
  owner: z.object({ name: z.string(), email: z.string() }),
  email: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitePreview = z.infer<typeof teamInvitePreviewSchema>;

const personSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});

export const teamViewSchema = z.object({
  /** The caller's role; null when the caller is in no team and owns none. */
  role: z.enum(teamRoles).nullable(),
  /** Whether the account's plan includes team access (the owner's plan for a member). */
  allowed: z.boolean(),
  seats: z.number().int(),
  owner: personSchema.nullable(),
  members: z.array(personSchema.extend({ joinedAt: z.string() })),
  /** Only the owner sees pending invitations. */
  invites: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string() })),
});
export type TeamView = z.infer<typeof teamViewSchema>;

export const teamAuditSchema = z.object({
  /** Credits kept or held per person who spent them (refunds excluded), the owner included. */
  people: z.array(
    personSchema.extend({ credits: z.number().int(), generations: z.number().int() }),
  ),
  /** The latest spends, newest first: who, which tool, how many credits, when. */
  entries: z.array(
    z.object({
      userId: z.string().nullable(),
      name: z.string().nullable(),
      tool: z.string().nullable(),
      credits: z.number().int(),
      status: z.string(),
      at: z.string(),
    }),
  ),
});
export type TeamAudit = z.infer<typeof teamAuditSchema>;
