import { Hono } from 'hono';
import { teamAcceptRequestSchema, teamInviteRequestSchema } from '../../../contracts/teams.ts';
import type { AppDeps } from '../../app-deps.ts';
import { publicSiteUrl } from '../../env.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { acceptInvite } from '../../services/teams/accept-invite.ts';
import { inviteMember } from '../../services/teams/invite-member.ts';
import { leaveTeam } from '../../services/teams/leave-team.ts';
import { previewInvite } from '../../services/teams/preview-invite.ts';
import { readTeam } from '../../services/teams/read-team.ts';
import { readTeamAudit } from '../../services/teams/read-team-audit.ts';
import { removeMember, revokeInvite } from '../../services/teams/remove-member.ts';
import type { TeamDeps } from '../../services/teams/team-deps.ts';
import { authLimiter } from '../auth/auth-limits.ts';

/** Invitations mailed per owner: each goes to an address the owner types (spam guard). */
const INVITES_PER_HOUR = { bucket: 'team-invite-account', limit: 20, windowSeconds: 3600 };

/**
 * Team access (issue 40 point 9, decision 103). Every call is the signed-in person's own
 * (`requireUser`, never the account a member acts on), and each service checks their role.
 */
export function teamsRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  const services: TeamDeps = {
    db: deps.database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    logger: deps.logger,
    siteUrl: publicSiteUrl(deps.env),
  };
  const limits = authLimiter(deps);
  app.use('/team', requireUser(deps));
  app.use('/team/*', requireUser(deps));

  app.get('/team', async (c) =>
    c.json(await readTeam(services.db, c.get('user'), deps.clock.now())),
  );

  app.post('/team/invites', async (c) => {
    const { email } = await parseJson(c, teamInviteRequestSchema);
    await limits.count([[INVITES_PER_HOUR, c.get('user').id]]);
    const invite = await inviteMember(services, c.get('user'), { email, lang: c.get('lang') });
    return c.json({ invite }, 201);
  });

  app.delete('/team/invites/:id', async (c) => {
    await revokeInvite(services.db, c.get('user'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/team/invites/preview', async (c) => {
    const { token } = await parseJson(c, teamAcceptRequestSchema);
    return c.json(await previewInvite(services.db, token, deps.clock.now()));
  });

  app.post('/team/invites/accept', async (c) => {
    const { token } = await parseJson(c, teamAcceptRequestSchema);
    await acceptInvite(services, c.get('user'), token);
    return c.json(await readTeam(services.db, c.get('user'), deps.clock.now()));
  });

  // Before `:userId`, which would read "me" as an id.
  app.delete('/team/members/me', async (c) => {
    await leaveTeam(services.db, c.get('user'));
    return c.body(null, 204);
  });

  app.delete('/team/members/:userId', async (c) => {
    await removeMember(services.db, c.get('user'), c.req.param('userId'));
    return c.body(null, 204);
  });

  app.get('/team/audit', async (c) => c.json(await readTeamAudit(services.db, c.get('user'))));

  return app;
}
