/** Team access (issue 40 point 9, decision 103): API answers and the invitation mail. */
export const enTeams = {
  'teams.api.planHasNoTeam':
    'Your plan does not include team access. The Professional and Premium plans do.',
  'teams.api.seatsFull': 'Your team has no free seat: the plan includes {seats} people.',
  'teams.api.ownerOnly': 'Only the team’s owner can do this.',
  'teams.api.alreadyMember': 'This address already belongs to a member of a team.',
  'teams.api.selfInvite': 'You are the owner of this team already.',
  'teams.api.inviteInvalid':
    'This invitation is not valid any more. Ask the team’s owner to invite you again.',
  'teams.api.inviteOtherEmail':
    'This invitation was sent to another address. Log in with the invited address to accept it.',
  'teams.api.ownerHasMembers':
    'You own a team with members. Remove them before joining another team.',
  'teams.api.notFound': 'This member or invitation was not found.',
  'teams.mail.subject': '{owner} invites you to their Kiểu Studio team',
  'teams.mail.body':
    '{owner} invites you to work in their Kiểu Studio account: you will share its credits, library, history and catalogue. Log in with this address ({email}) to accept.',
  'teams.mail.button': 'Accept the invitation',
  'teams.mail.expiry': 'The link works for {days} days.',
};
