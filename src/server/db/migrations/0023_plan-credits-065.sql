-- Decision 065: monthly credits so that no credit sells below twice what a FASHN try-on costs
-- (prices unchanged). Orders paid before keep the credits they bought (advance-subscription.ts).
UPDATE "plans" SET "credits" = CASE "id"
  WHEN 'basic' THEN 18
  WHEN 'starter' THEN 38
  WHEN 'pro' THEN 75
  WHEN 'professional' THEN 150
  WHEN 'premium' THEN 380
  ELSE "credits" END;
