-- An agent's team and its activity as rows of its own (issue 24). The agent centre's reports used
-- to rebuild the team by a recursive walk down upline_account_id on every call, then read the
-- merchant's whole ledger to pick the team's rows out; even with the members' daily totals (022)
-- a 10,000-member team meant summing 10,000 members' rows per call. Now, kept by triggers in the
-- transaction that writes the rows:
--   team_links        one row per agent and account below it (any depth), with the account's
--                     username, type and joining instant: the team in username order, counted;
--   team_ledger_daily the team's postings per day, kind and wallet (MAIN or not) and
--   team_bet_daily    the team's bets per day, vendor and status: a report's totals add up one
--                     row per day, however large the team;
--   team_active_days  which members had report activity (cashier money, bonuses, bets placed or
--                     settled) on which day: "members with activity in the range", counted or
--                     walked in username order;
--   team_bets         the team's bets and
--   team_postings     the team's MAIN-wallet postings in time order: a page of the team's bets or
--                     moves reads that page's rows only.
-- The cost is on the writer: a move or a bet also updates one row per agent above the member (at
-- most four levels), and two moves of one team on one day wait for each other's commit on those
-- rows. Each statement takes them in one order (ORDER BY), so concurrent writers queue, they do
-- not cross.

-- The kinds of move a report counts as activity: cashier money in and out, and bonuses.
CREATE FUNCTION report_kind(kind text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN kind IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED', 'BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS');

CREATE TABLE team_links (
  agent_id      integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  account_id    integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- 1: a direct downline.
  level         integer NOT NULL CHECK (level >= 1),
  -- Copies of the account's, for the agent centre's order and counts (kept by accounts_link_copies).
  username_key  text NOT NULL,
  account_type  integer NOT NULL,
  joined_at     timestamptz NOT NULL,
  PRIMARY KEY (agent_id, account_id)
);
CREATE INDEX team_links_by_account ON team_links (account_id);
-- Code-point order of the lower-case name: the agent centre's username order (compareUsernames).
CREATE INDEX team_links_by_name ON team_links (agent_id, username_key COLLATE "C", account_id);
CREATE INDEX team_links_by_level ON team_links (agent_id, level, username_key COLLATE "C", account_id);

CREATE TABLE team_ledger_daily (
  agent_id  integer NOT NULL,
  day       date NOT NULL,
  kind      text NOT NULL,
  main      boolean NOT NULL,
  postings  integer NOT NULL,
  credits   numeric(16, 2) NOT NULL,
  debits    numeric(16, 2) NOT NULL,
  PRIMARY KEY (agent_id, day, kind, main)
);

CREATE TABLE team_bet_daily (
  agent_id        integer NOT NULL,
  day             date NOT NULL,
  vendor_code     text NOT NULL,
  status          text NOT NULL,
  placed          integer NOT NULL,
  placed_stake    numeric(16, 2) NOT NULL,
  placed_payout   numeric(16, 2) NOT NULL,
  settled         integer NOT NULL,
  settled_stake   numeric(16, 2) NOT NULL,
  settled_payout  numeric(16, 2) NOT NULL,
  PRIMARY KEY (agent_id, day, vendor_code, status)
);

CREATE TABLE team_active_days (
  agent_id    integer NOT NULL,
  account_id  integer NOT NULL,
  day         date NOT NULL,
  -- The member placed a bet that day (the overview's "active members").
  placed      boolean NOT NULL,
  PRIMARY KEY (agent_id, account_id, day)
);
CREATE INDEX team_active_days_by_day ON team_active_days (agent_id, day);

CREATE TABLE team_bets (
  agent_id   integer NOT NULL,
  placed_at  timestamptz NOT NULL,
  bet_id     bigint NOT NULL REFERENCES bets (bet_id) ON DELETE CASCADE,
  PRIMARY KEY (agent_id, placed_at, bet_id)
);
CREATE INDEX team_bets_by_bet ON team_bets (bet_id);

CREATE TABLE team_postings (
  agent_id    integer NOT NULL,
  created_at  timestamptz NOT NULL,
  move_id     bigint NOT NULL,
  wallet_id   integer NOT NULL,
  PRIMARY KEY (agent_id, created_at, move_id, wallet_id),
  FOREIGN KEY (move_id, wallet_id) REFERENCES wallet_postings (move_id, wallet_id) ON DELETE CASCADE
);
CREATE INDEX team_postings_by_posting ON team_postings (move_id, wallet_id);

-- The links of some accounts to every account above them, with their copies.
CREATE FUNCTION team_links_add(below integer[]) RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE up (account_id, agent_id, level) AS (
    SELECT a.account_id, a.upline_account_id, 1 FROM accounts a WHERE a.account_id = ANY (below) AND a.upline_account_id IS NOT NULL
    UNION ALL
    SELECT up.account_id, a.upline_account_id, up.level + 1 FROM up JOIN accounts a ON a.account_id = up.agent_id
     WHERE a.upline_account_id IS NOT NULL
  )
  INSERT INTO team_links (agent_id, account_id, level, username_key, account_type, joined_at)
  SELECT up.agent_id, up.account_id, up.level, lower(a.username), a.type, a.created_at
    FROM up JOIN accounts a ON a.account_id = up.account_id ORDER BY up.agent_id, up.account_id
  ON CONFLICT (agent_id, account_id) DO UPDATE SET level = excluded.level
$$;

-- Rebuilds the team tables of some agents from their links and the members' own rows and totals:
-- the migration's first fill, and an account moved under another upline.
CREATE FUNCTION team_rebuild(agents integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_ledger_daily WHERE agent_id = ANY (agents);
  DELETE FROM team_bet_daily WHERE agent_id = ANY (agents);
  DELETE FROM team_active_days WHERE agent_id = ANY (agents);
  DELETE FROM team_bets WHERE agent_id = ANY (agents);
  DELETE FROM team_postings WHERE agent_id = ANY (agents);
  INSERT INTO team_ledger_daily (agent_id, day, kind, main, postings, credits, debits)
  SELECT l.agent_id, d.day, d.kind, d.main, sum(d.postings), sum(d.credits), sum(d.debits)
    FROM team_links l JOIN ledger_daily_totals d ON d.account_id = l.account_id WHERE l.agent_id = ANY (agents)
   GROUP BY 1, 2, 3, 4;
  INSERT INTO team_bet_daily (agent_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
  SELECT l.agent_id, b.day, b.vendor_code, b.status, sum(b.placed), sum(b.placed_stake), sum(b.placed_payout),
         sum(b.settled), sum(b.settled_stake), sum(b.settled_payout)
    FROM team_links l JOIN bet_daily_totals b ON b.account_id = l.account_id WHERE l.agent_id = ANY (agents)
   GROUP BY 1, 2, 3, 4;
  INSERT INTO team_active_days (agent_id, account_id, day, placed)
  SELECT agent_id, account_id, day, bool_or(placed) FROM (
    SELECT l.agent_id, l.account_id, d.day, false AS placed
      FROM team_links l JOIN ledger_daily_totals d ON d.account_id = l.account_id
     WHERE l.agent_id = ANY (agents) AND report_kind(d.kind) AND d.postings > 0
    UNION ALL
    SELECT l.agent_id, l.account_id, b.day, b.placed > 0
      FROM team_links l JOIN bet_daily_totals b ON b.account_id = l.account_id
     WHERE l.agent_id = ANY (agents) AND (b.placed > 0 OR b.settled > 0)
  ) activity GROUP BY 1, 2, 3;
  INSERT INTO team_bets (agent_id, placed_at, bet_id)
  SELECT l.agent_id, b.placed_at, b.bet_id FROM team_links l JOIN bets b ON b.account_id = l.account_id WHERE l.agent_id = ANY (agents);
  INSERT INTO team_postings (agent_id, created_at, move_id, wallet_id)
  SELECT l.agent_id, p.created_at, p.move_id, p.wallet_id
    FROM team_links l JOIN wallet_postings p ON p.account_id = l.account_id JOIN wallets w ON w.wallet_id = p.wallet_id
   WHERE l.agent_id = ANY (agents) AND w.wallet_code = 'MAIN';
END $$;

CREATE FUNCTION accounts_link_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_links_add(ARRAY(SELECT o.account_id FROM opened o WHERE o.upline_account_id IS NOT NULL));
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_link_opened AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS opened FOR EACH STATEMENT EXECUTE FUNCTION accounts_link_opened();

-- An account moved under another upline (or left without one when its upline was deleted) takes
-- its own team along: the links from its old uplines to it and its team go, the new ones come,
-- and the team tables of every agent above it, before and after, are rebuilt.
CREATE FUNCTION accounts_link_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subtree integer[];
  affected integer[];
BEGIN
  subtree := ARRAY(SELECT NEW.account_id UNION ALL SELECT l.account_id FROM team_links l WHERE l.agent_id = NEW.account_id);
  affected := ARRAY(SELECT l.agent_id FROM team_links l WHERE l.account_id = NEW.account_id);
  DELETE FROM team_links l WHERE l.account_id = ANY (subtree) AND l.agent_id = ANY (affected);
  PERFORM team_links_add(subtree);
  affected := affected || ARRAY(SELECT l.agent_id FROM team_links l WHERE l.account_id = NEW.account_id);
  PERFORM team_rebuild(affected);
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_link_moved AFTER UPDATE OF upline_account_id ON accounts
  FOR EACH ROW WHEN (OLD.upline_account_id IS DISTINCT FROM NEW.upline_account_id) EXECUTE FUNCTION accounts_link_moved();

CREATE FUNCTION accounts_link_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_links SET username_key = lower(NEW.username), account_type = NEW.type, joined_at = NEW.created_at
   WHERE account_id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_link_copies AFTER UPDATE OF username, type, created_at ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_link_copies();

-- Accounts are deleted only by tests and by hand (nothing in the platform deletes one): the
-- accounts' own rows and totals go by foreign keys, and every team of their merchants is rebuilt
-- once the statement is done, when its cascades have run. The team tables have no foreign key to
-- the agent for that reason: a rebuild run by a cascade inside the statement may still see an
-- agent the statement deletes, and this clears what it wrote for it.
CREATE FUNCTION accounts_unlink_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agents integer[];
BEGIN
  agents := ARRAY(SELECT DISTINCT l.agent_id FROM team_links l JOIN accounts a ON a.account_id = l.agent_id
                   WHERE a.merchant_code IN (SELECT g.merchant_code FROM gone g));
  PERFORM team_rebuild(agents);
  DELETE FROM team_ledger_daily WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_bet_daily WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_active_days WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_bets WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_postings WHERE agent_id IN (SELECT account_id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_unlink_deleted AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION accounts_unlink_deleted();

-- The members' totals (022) now also add up into every team above the member.
CREATE OR REPLACE FUNCTION ledger_daily_totals_add(added wallet_postings[]) RETURNS void LANGUAGE sql AS $$
  WITH posted AS (
    SELECT p.account_id, p.move_id, p.wallet_id, p.amount, p.created_at, players_day(p.created_at) AS day, m.kind,
           w.wallet_code = 'MAIN' AS main
      FROM unnest(added) p JOIN wallet_moves m ON m.move_id = p.move_id JOIN wallets w ON w.wallet_id = p.wallet_id
     WHERE p.account_id IS NOT NULL
  ),
  grouped AS (
    SELECT account_id, day, kind, main, count(*)::int AS postings,
           coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS credits, coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) AS debits
      FROM posted GROUP BY 1, 2, 3, 4
  ),
  member AS (
    INSERT INTO ledger_daily_totals AS t (account_id, day, kind, main, postings, credits, debits)
    -- One order for every writer: two transactions never wait on each other's rows crosswise.
    SELECT * FROM grouped ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, day, kind, main) DO UPDATE
      SET postings = t.postings + excluded.postings, credits = t.credits + excluded.credits, debits = t.debits + excluded.debits
  ),
  team AS (
    INSERT INTO team_ledger_daily AS t (agent_id, day, kind, main, postings, credits, debits)
    SELECT l.agent_id, g.day, g.kind, g.main, sum(g.postings), sum(g.credits), sum(g.debits)
      FROM grouped g JOIN team_links l ON l.account_id = g.account_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, day, kind, main) DO UPDATE
      SET postings = t.postings + excluded.postings, credits = t.credits + excluded.credits, debits = t.debits + excluded.debits
  ),
  active AS (
    INSERT INTO team_active_days (agent_id, account_id, day, placed)
    SELECT DISTINCT l.agent_id, g.account_id, g.day, false FROM grouped g JOIN team_links l ON l.account_id = g.account_id
     WHERE report_kind(g.kind) ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, account_id, day) DO NOTHING
  )
  INSERT INTO team_postings (agent_id, created_at, move_id, wallet_id)
  SELECT l.agent_id, p.created_at, p.move_id, p.wallet_id FROM posted p JOIN team_links l ON l.account_id = p.account_id WHERE p.main
$$;

DROP TRIGGER bets_count_daily_insert ON bets;
DROP TRIGGER bets_count_daily_update ON bets;
DROP TRIGGER bets_count_daily_delete ON bets;
DROP FUNCTION bets_count_daily();
DROP FUNCTION bet_daily_totals_add(bets[], integer);

-- Adds (sign 1) or takes back (sign -1) what some bets contribute, to the member and to every team
-- above it; `new_bets`: the bets are new (the team's bet list gets them).
CREATE FUNCTION bet_daily_totals_add(changed bets[], sign integer, new_bets boolean) RETURNS void LANGUAGE sql AS $$
  WITH contributions AS (
    SELECT b.account_id, players_day(b.placed_at) AS day, g.vendor_code, b.status,
           sign AS placed, sign * b.stake AS placed_stake, sign * coalesce(b.payout, 0) AS placed_payout,
           0 AS settled, 0 AS settled_stake, 0 AS settled_payout
      FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
    UNION ALL
    SELECT b.account_id, players_day(b.settled_at), g.vendor_code, b.status, 0, 0, 0, sign, sign * b.stake, sign * b.payout
      FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
     WHERE b.settled_at IS NOT NULL
  ),
  grouped AS (
    SELECT account_id, day, vendor_code, status, sum(placed)::int AS placed, sum(placed_stake) AS placed_stake,
           sum(placed_payout) AS placed_payout, sum(settled)::int AS settled, sum(settled_stake) AS settled_stake,
           sum(settled_payout) AS settled_payout
      FROM contributions GROUP BY 1, 2, 3, 4
  ),
  member AS (
    INSERT INTO bet_daily_totals AS t
      (account_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
    SELECT * FROM grouped ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, day, vendor_code, status) DO UPDATE
      SET placed = t.placed + excluded.placed, placed_stake = t.placed_stake + excluded.placed_stake,
          placed_payout = t.placed_payout + excluded.placed_payout, settled = t.settled + excluded.settled,
          settled_stake = t.settled_stake + excluded.settled_stake, settled_payout = t.settled_payout + excluded.settled_payout
  ),
  team AS (
    INSERT INTO team_bet_daily AS t
      (agent_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
    SELECT l.agent_id, g.day, g.vendor_code, g.status, sum(g.placed), sum(g.placed_stake), sum(g.placed_payout),
           sum(g.settled), sum(g.settled_stake), sum(g.settled_payout)
      FROM grouped g JOIN team_links l ON l.account_id = g.account_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, day, vendor_code, status) DO UPDATE
      SET placed = t.placed + excluded.placed, placed_stake = t.placed_stake + excluded.placed_stake,
          placed_payout = t.placed_payout + excluded.placed_payout, settled = t.settled + excluded.settled,
          settled_stake = t.settled_stake + excluded.settled_stake, settled_payout = t.settled_payout + excluded.settled_payout
  ),
  -- A bet taken back leaves its day active: only a deleted account's bets are ever taken back
  -- for good, and its activity goes with its links.
  active AS (
    INSERT INTO team_active_days AS t (agent_id, account_id, day, placed)
    SELECT l.agent_id, g.account_id, g.day, bool_or(g.placed > 0) FROM grouped g JOIN team_links l ON l.account_id = g.account_id
     WHERE sign > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, account_id, day) DO UPDATE SET placed = t.placed OR excluded.placed
  )
  INSERT INTO team_bets (agent_id, placed_at, bet_id)
  SELECT l.agent_id, b.placed_at, b.bet_id FROM unnest(changed) b JOIN team_links l ON l.account_id = b.account_id WHERE new_bets
$$;

CREATE FUNCTION bets_count_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bet_daily_totals_add(ARRAY(SELECT n::bets FROM new_rows n), 1, true);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bet_daily_totals_add(ARRAY(SELECT o::bets FROM old_rows o), -1, false);
    PERFORM bet_daily_totals_add(ARRAY(SELECT n::bets FROM new_rows n), 1, false);
  END IF;
  -- A deleted bet: nothing deletes one but its account's deletion, which takes the account's
  -- totals with it and rebuilds its teams' (accounts_unlink_deleted).
  RETURN NULL;
END $$;
CREATE TRIGGER bets_count_daily_insert AFTER INSERT ON bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_count_daily();
CREATE TRIGGER bets_count_daily_update AFTER UPDATE ON bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_count_daily();

SELECT team_links_add(ARRAY(SELECT account_id FROM accounts WHERE upline_account_id IS NOT NULL));
SELECT team_rebuild(ARRAY(SELECT DISTINCT agent_id FROM team_links));
