import type { TeamAudit, TeamInvitePreview, TeamView } from '../../contracts/teams.ts';
import { api } from '../../lib/api-client.ts';

/** The /team screen's calls (decision 103); the server answers refusals in the page's language. */
export const teamApi = {
  read: () => api.get<TeamView>('/team'),
  audit: () => api.get<TeamAudit>('/team/audit'),
  invite: (email: string) => api.post<unknown>('/team/invites', { email }),
  revoke: (inviteId: string) => api.delete<null>(`/team/invites/${encodeURIComponent(inviteId)}`),
  remove: (userId: string) => api.delete<null>(`/team/members/${encodeURIComponent(userId)}`),
  leave: () => api.delete<null>('/team/members/me'),
  preview: (token: string) => api.post<TeamInvitePreview>('/team/invites/preview', { token }),
  accept: (token: string) => api.post<TeamView>('/team/invites/accept', { token }),
};

/** The query keys of the screen, invalidated together after a change. */
export const teamKeys = { view: ['team'] as const, audit: ['team', 'audit'] as const };
