-- Histories and reports at scale (issue 24). A member's record pages and an agent's reports used to
-- re-read every posting and bet of the range on every call: a 100,000-move history or a 10,000-
-- member team made each page seconds long. Two things change that:
--   1. a posting carries its wallet's owner and its move's instant, so a member's history is one
--      index walk in (account, time, move) order: a page reads its own rows and no others;
--   2. daily totals per account and UTC-3 calendar day (the players' day, the days the range
--      filters pick), kept by triggers in the same transaction as the rows they sum, so a range's
--      totals add up at most 90 rows per account instead of every row of the range.
-- Triggers rather than the store's code: every writer (moves, bets, seeds, migrations, tests that
-- write rows directly) keeps them true, and they commit or roll back with the rows.

-- The players' calendar day of an instant (UTC-3, no daylight saving).
CREATE FUNCTION players_day(instant timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (instant AT TIME ZONE 'UTC' - interval '3 hours')::date;

-- 1. Postings with their owner and instant.
ALTER TABLE wallet_postings ADD COLUMN account_id integer, ADD COLUMN created_at timestamptz;
UPDATE wallet_postings p SET account_id = w.account_id, created_at = m.created_at
  FROM wallets w, wallet_moves m WHERE w.wallet_id = p.wallet_id AND m.move_id = p.move_id;
ALTER TABLE wallet_postings ALTER COLUMN created_at SET NOT NULL;
CREATE INDEX wallet_postings_by_account ON wallet_postings (account_id, created_at DESC, move_id DESC) WHERE account_id IS NOT NULL;

-- Filled from the wallet and the move whatever the writer passed: they are copies, never inputs.
CREATE FUNCTION wallet_postings_copy_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT w.account_id INTO NEW.account_id FROM wallets w WHERE w.wallet_id = NEW.wallet_id;
  SELECT m.created_at INTO STRICT NEW.created_at FROM wallet_moves m WHERE m.move_id = NEW.move_id;
  RETURN NEW;
END $$;
CREATE TRIGGER wallet_postings_copy_owner BEFORE INSERT OR UPDATE ON wallet_postings
  FOR EACH ROW EXECUTE FUNCTION wallet_postings_copy_owner();

-- 2a. A member's postings per day, move kind and wallet (MAIN or a vendor's): what the record
-- pages, the profit report's cashier figures and the agent's reports sum.
CREATE TABLE ledger_daily_totals (
  account_id  integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  day         date NOT NULL,
  kind        text NOT NULL,
  main        boolean NOT NULL,
  postings    integer NOT NULL,
  credits     numeric(16, 2) NOT NULL,
  -- Positive: the sum of the negative postings, sign removed.
  debits      numeric(16, 2) NOT NULL,
  PRIMARY KEY (account_id, day, kind, main)
);

CREATE FUNCTION ledger_daily_totals_add(added wallet_postings[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_daily_totals AS t (account_id, day, kind, main, postings, credits, debits)
  SELECT p.account_id, players_day(p.created_at), m.kind, w.wallet_code = 'MAIN', count(*),
         coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0), coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)
    FROM unnest(added) p JOIN wallet_moves m ON m.move_id = p.move_id JOIN wallets w ON w.wallet_id = p.wallet_id
   WHERE p.account_id IS NOT NULL
   GROUP BY 1, 2, 3, 4
   -- One order for every writer: two transactions never wait on each other's rows crosswise.
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, kind, main) DO UPDATE
    SET postings = t.postings + excluded.postings, credits = t.credits + excluded.credits, debits = t.debits + excluded.debits
$$;

CREATE FUNCTION wallet_postings_count_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_daily_totals_add(ARRAY(SELECT a::wallet_postings FROM added a));
  RETURN NULL;
END $$;
-- The ledger is append-only (nothing updates or deletes a posting but an account's own deletion,
-- which takes its totals with it), so inserts are all there is to count.
CREATE TRIGGER wallet_postings_count_daily AFTER INSERT ON wallet_postings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION wallet_postings_count_daily();

INSERT INTO ledger_daily_totals (account_id, day, kind, main, postings, credits, debits)
SELECT p.account_id, players_day(p.created_at), m.kind, w.wallet_code = 'MAIN', count(*),
       coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0), coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)
  FROM wallet_postings p JOIN wallet_moves m ON m.move_id = p.move_id JOIN wallets w ON w.wallet_id = p.wallet_id
 WHERE p.account_id IS NOT NULL
 GROUP BY 1, 2, 3, 4;

-- 2b. A member's bets per day, vendor and status, on two clocks: the bets placed that day (their
-- status now) and the bets settled that day.
CREATE TABLE bet_daily_totals (
  account_id      integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  day             date NOT NULL,
  vendor_code     text NOT NULL,
  status          text NOT NULL,
  placed          integer NOT NULL,
  placed_stake    numeric(16, 2) NOT NULL,
  -- What the bets placed that day paid back so far (an open bet counts 0).
  placed_payout   numeric(16, 2) NOT NULL,
  settled         integer NOT NULL,
  settled_stake   numeric(16, 2) NOT NULL,
  settled_payout  numeric(16, 2) NOT NULL,
  PRIMARY KEY (account_id, day, vendor_code, status)
);

-- Adds (sign 1) or takes back (sign -1) what some bets contribute.
CREATE FUNCTION bet_daily_totals_add(changed bets[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bet_daily_totals AS t
    (account_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
  SELECT account_id, day, vendor_code, status, sum(placed), sum(placed_stake), sum(placed_payout),
         sum(settled), sum(settled_stake), sum(settled_payout)
    FROM (SELECT b.account_id, players_day(b.placed_at) AS day, g.vendor_code, b.status,
                 sign AS placed, sign * b.stake AS placed_stake, sign * coalesce(b.payout, 0) AS placed_payout,
                 0 AS settled, 0 AS settled_stake, 0 AS settled_payout
            FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
          UNION ALL
          SELECT b.account_id, players_day(b.settled_at), g.vendor_code, b.status, 0, 0, 0, sign, sign * b.stake, sign * b.payout
            FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
           WHERE b.settled_at IS NOT NULL) contributions
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, vendor_code, status) DO UPDATE
    SET placed = t.placed + excluded.placed, placed_stake = t.placed_stake + excluded.placed_stake,
        placed_payout = t.placed_payout + excluded.placed_payout, settled = t.settled + excluded.settled,
        settled_stake = t.settled_stake + excluded.settled_stake, settled_payout = t.settled_payout + excluded.settled_payout
$$;

CREATE FUNCTION bets_count_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bet_daily_totals_add(ARRAY(SELECT n::bets FROM new_rows n), 1);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bet_daily_totals_add(ARRAY(SELECT o::bets FROM old_rows o), -1);
    PERFORM bet_daily_totals_add(ARRAY(SELECT n::bets FROM new_rows n), 1);
  ELSE
    -- An account's deletion takes its totals with it: only what outlives it is taken back (an
    -- upsert for a deleted account would fail its foreign key).
    PERFORM bet_daily_totals_add(ARRAY(SELECT o::bets FROM old_rows o WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.account_id = o.account_id)), -1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bets_count_daily_insert AFTER INSERT ON bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_count_daily();
CREATE TRIGGER bets_count_daily_update AFTER UPDATE ON bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_count_daily();
CREATE TRIGGER bets_count_daily_delete AFTER DELETE ON bets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_count_daily();

SELECT bet_daily_totals_add(ARRAY(SELECT b FROM bets b), 1);
