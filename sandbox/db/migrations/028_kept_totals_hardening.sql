-- Two holes in the kept totals of 022-023 (a review of issue 24's change):
--
-- 1. A posting leaves the ledger when its move or its wallet does, by cascade, and so when an
--    account is deleted (tests and hands only: the platform deletes none). A member's transfer to
--    its upline is the member's move: deleting the member takes the upline's credit with it, and
--    the upline's totals kept counting it. What a deletion takes is now taken back from the totals
--    of the accounts that keep theirs (update only: an account deleted in the same statement may
--    have lost its rows already, and must not get a row back); the teams above are rebuilt from
--    those totals once the account deletion is done (accounts_unlink_deleted).
-- 2. Nothing said the ledger is append-only: an update of a posting would have gone unnoticed by
--    the totals. It is refused.
--
-- And an account moved under one of its own downlines would have sent the team walk round in
-- circles: refused too.

-- A cascade deletes the move before its postings: the posting carries its move's kind too, so
-- what a deletion takes can still be told apart by kind.
ALTER TABLE wallet_postings ADD COLUMN kind text;
CREATE OR REPLACE FUNCTION wallet_postings_copy_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT w.account_id INTO NEW.account_id FROM wallets w WHERE w.wallet_id = NEW.wallet_id;
  SELECT m.created_at, m.kind INTO STRICT NEW.created_at, NEW.kind FROM wallet_moves m WHERE m.move_id = NEW.move_id;
  RETURN NEW;
END $$;
UPDATE wallet_postings p SET kind = m.kind FROM wallet_moves m WHERE m.move_id = p.move_id;
ALTER TABLE wallet_postings ALTER COLUMN kind SET NOT NULL;

CREATE FUNCTION wallet_postings_uncount_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The wallet outlives the posting unless its account goes too, and with it the account's totals.
  CREATE TEMPORARY TABLE uncounted ON COMMIT DROP AS
  SELECT p.account_id, players_day(p.created_at) AS day, p.kind, w.wallet_code = 'MAIN' AS main, count(*)::int AS postings,
         coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0) AS credits,
         coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0) AS debits
    FROM removed p JOIN wallets w ON w.wallet_id = p.wallet_id
   WHERE p.account_id IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  UPDATE ledger_daily_totals t
     SET postings = t.postings - c.postings, credits = t.credits - c.credits, debits = t.debits - c.debits
    FROM uncounted c
   WHERE t.account_id = c.account_id AND t.day = c.day AND t.kind = c.kind AND t.main = c.main;
  -- The teams above too: the account deletion's rebuild of them may already have run (a cascade's
  -- triggers can fire after the deleting statement's own).
  UPDATE team_ledger_daily t
     SET postings = t.postings - c.postings, credits = t.credits - c.credits, debits = t.debits - c.debits
    FROM (SELECT l.agent_id, u.day, u.kind, u.main, sum(u.postings) AS postings, sum(u.credits) AS credits, sum(u.debits) AS debits
            FROM uncounted u JOIN team_links l ON l.account_id = u.account_id GROUP BY 1, 2, 3, 4) c
   WHERE t.agent_id = c.agent_id AND t.day = c.day AND t.kind = c.kind AND t.main = c.main;
  DROP TABLE uncounted;
  RETURN NULL;
END $$;
CREATE TRIGGER wallet_postings_uncount_deleted AFTER DELETE ON wallet_postings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION wallet_postings_uncount_deleted();

CREATE FUNCTION wallet_postings_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_postings is append-only: a posting is never changed (its move is corrected by another move)';
END $$;
CREATE TRIGGER wallet_postings_refuse_update BEFORE UPDATE ON wallet_postings
  FOR EACH ROW EXECUTE FUNCTION wallet_postings_refuse_update();

CREATE FUNCTION accounts_refuse_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_account_id = NEW.account_id
     OR EXISTS (SELECT 1 FROM team_links l WHERE l.agent_id = NEW.account_id AND l.account_id = NEW.upline_account_id) THEN
    RAISE EXCEPTION 'account % cannot move under its own downline %', NEW.account_id, NEW.upline_account_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER accounts_refuse_cycle BEFORE UPDATE OF upline_account_id ON accounts
  FOR EACH ROW WHEN (NEW.upline_account_id IS NOT NULL) EXECUTE FUNCTION accounts_refuse_cycle();

-- An agent whose last downline is deleted has no link left, yet its team tables still hold what
-- that downline did: the rebuild after a deletion takes every agent with a team row of any kind.
CREATE OR REPLACE FUNCTION accounts_unlink_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agents integer[];
BEGIN
  agents := ARRAY(
    SELECT DISTINCT kept.agent_id
      FROM (SELECT agent_id FROM team_links UNION SELECT agent_id FROM team_active_days
            UNION SELECT agent_id FROM team_ledger_daily UNION SELECT agent_id FROM team_bet_daily) kept
      JOIN accounts a ON a.account_id = kept.agent_id
     WHERE a.merchant_code IN (SELECT g.merchant_code FROM gone g));
  PERFORM team_rebuild(agents);
  DELETE FROM team_ledger_daily WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_bet_daily WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_active_days WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_bets WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_postings WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_counts WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_joins_daily WHERE agent_id IN (SELECT account_id FROM gone);
  RETURN NULL;
END $$;
