-- Decision 107 (issue 44): the account a team member acts on is cached like sessions and tokens
-- (decision 072). Joining, leaving or being removed changes it: the database tells every process
-- after the commit, and each forgets that member's cached team at once. The owner's own changes
-- (account, subscription) already notify with the owner's id, which the cache entry also names.
CREATE TRIGGER "team_members_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('user_id');
