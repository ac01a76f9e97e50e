import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/** The refusals of the team calls (decision 103), in the caller's language. */
export const teamErrors = {
  planHasNoTeam: () => new AppError(403, 'plan_has_no_team', localize('teams.api.planHasNoTeam')),
  seatsFull: (seats: number) =>
    new AppError(409, 'team_seats_full', localize('teams.api.seatsFull', { seats }), { seats }),
  ownerOnly: () => new AppError(403, 'team_owner_only', localize('teams.api.ownerOnly')),
  alreadyMember: () =>
    new AppError(409, 'team_already_member', localize('teams.api.alreadyMember')),
  selfInvite: () => new AppError(400, 'team_self_invite', localize('teams.api.selfInvite')),
  inviteInvalid: () =>
    new AppError(404, 'team_invite_invalid', localize('teams.api.inviteInvalid')),
  inviteOtherEmail: () =>
    new AppError(403, 'team_invite_other_email', localize('teams.api.inviteOtherEmail')),
  ownerHasMembers: () =>
    new AppError(409, 'team_owner_has_members', localize('teams.api.ownerHasMembers')),
  notFound: () => new AppError(404, 'team_not_found', localize('teams.api.notFound')),
};
