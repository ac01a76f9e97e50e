-- Decision 072: every process caches sessions and API tokens for a few seconds. After any commit
-- that changes what authenticating reads (an account, its tokens, sessions ended, its
-- subscription, a plan), the database tells every process whose user changed, so each forgets
-- them at once, whatever wrote the change. The payload is the user's id ('' for a plan).
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'account_changed',
    COALESCE(to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0], '')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('id');
--> statement-breakpoint
-- A token's last use is written once a minute and authenticates nothing: it does not count.
CREATE TRIGGER "api_tokens_account_changed"
  AFTER INSERT OR DELETE
  OR UPDATE OF "user_id", "prefix", "secret_hash", "services", "rate_limit_per_minute", "active"
  ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_account_changed" AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "plans_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "plans"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('none');
