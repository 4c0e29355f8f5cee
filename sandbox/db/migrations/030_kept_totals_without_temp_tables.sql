-- 029's functions made two temporary tables on every write (a posting or a bet): catalogue
-- churn on every move of the platform. The same ordered statements now read what the writes add
-- from two set-returning functions instead, each statement recomputing it from the few rows at
-- hand.

-- What some postings add per member, day, kind and wallet kind (each statement below reads it).
CREATE FUNCTION ledger_daily_totals_grouped(added wallet_postings[])
  RETURNS TABLE (account_id integer, day date, kind text, main boolean, postings integer, credits numeric, debits numeric)
  LANGUAGE sql STABLE AS $$
  SELECT p.account_id, players_day(p.created_at), p.kind, w.wallet_code = 'MAIN', count(*)::int,
         coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0), coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)
    FROM unnest(added) p JOIN wallets w ON w.wallet_id = p.wallet_id
   WHERE p.account_id IS NOT NULL
   GROUP BY 1, 2, 3, 4
$$;

CREATE OR REPLACE FUNCTION ledger_daily_totals_add(added wallet_postings[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_totals AS t (account_id, day, kind, main, postings, credits, debits)
  SELECT * FROM ledger_daily_totals_grouped(added) ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, kind, main) DO UPDATE
    SET postings = t.postings + excluded.postings, credits = t.credits + excluded.credits, debits = t.debits + excluded.debits;
  INSERT INTO team_ledger_daily AS t (agent_id, day, kind, main, postings, credits, debits)
  SELECT l.agent_id, g.day, g.kind, g.main, sum(g.postings), sum(g.credits), sum(g.debits)
    FROM ledger_daily_totals_grouped(added) g JOIN team_links l ON l.account_id = g.account_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, kind, main) DO UPDATE
    SET postings = t.postings + excluded.postings, credits = t.credits + excluded.credits, debits = t.debits + excluded.debits;
  INSERT INTO team_active_days (agent_id, account_id, day, placed)
  SELECT DISTINCT l.agent_id, g.account_id, g.day, false FROM ledger_daily_totals_grouped(added) g JOIN team_links l ON l.account_id = g.account_id
   WHERE report_kind(g.kind) ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, account_id, day) DO NOTHING;
  INSERT INTO team_postings (agent_id, created_at, move_id, wallet_id)
  SELECT l.agent_id, p.created_at, p.move_id, p.wallet_id
    FROM unnest(added) p JOIN wallets w ON w.wallet_id = p.wallet_id JOIN team_links l ON l.account_id = p.account_id
   WHERE w.wallet_code = 'MAIN' ORDER BY 1, 2, 3, 4;
END $$;

-- What some bets contribute per member, day, vendor and status (sign 1 or -1), on the placed and
-- the settled clock (each statement below reads it).
CREATE FUNCTION bet_daily_totals_grouped(changed bets[], sign integer)
  RETURNS TABLE (account_id integer, day date, vendor_code text, status text, placed integer, placed_stake numeric,
                 placed_payout numeric, settled integer, settled_stake numeric, settled_payout numeric)
  LANGUAGE sql STABLE AS $$
  SELECT account_id, day, vendor_code, status, sum(placed)::int, sum(placed_stake), sum(placed_payout),
         sum(settled)::int, sum(settled_stake), sum(settled_payout)
    FROM (SELECT b.account_id, players_day(b.placed_at) AS day, g.vendor_code, b.status,
                 sign AS placed, sign * b.stake AS placed_stake, sign * coalesce(b.payout, 0) AS placed_payout,
                 0 AS settled, 0 AS settled_stake, 0 AS settled_payout
            FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
          UNION ALL
          SELECT b.account_id, players_day(b.settled_at), g.vendor_code, b.status, 0, 0, 0, sign, sign * b.stake, sign * b.payout
            FROM unnest(changed) b JOIN games g ON g.game_id = b.game_id
           WHERE b.settled_at IS NOT NULL) contributions
   GROUP BY 1, 2, 3, 4
$$;

CREATE OR REPLACE FUNCTION bet_daily_totals_add(changed bets[], sign integer, new_bets boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bet_daily_totals AS t
    (account_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
  SELECT * FROM bet_daily_totals_grouped(changed, sign) ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, vendor_code, status) DO UPDATE
    SET placed = t.placed + excluded.placed, placed_stake = t.placed_stake + excluded.placed_stake,
        placed_payout = t.placed_payout + excluded.placed_payout, settled = t.settled + excluded.settled,
        settled_stake = t.settled_stake + excluded.settled_stake, settled_payout = t.settled_payout + excluded.settled_payout;
  INSERT INTO team_bet_daily AS t
    (agent_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout)
  SELECT l.agent_id, g.day, g.vendor_code, g.status, sum(g.placed), sum(g.placed_stake), sum(g.placed_payout),
         sum(g.settled), sum(g.settled_stake), sum(g.settled_payout)
    FROM bet_daily_totals_grouped(changed, sign) g JOIN team_links l ON l.account_id = g.account_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, vendor_code, status) DO UPDATE
    SET placed = t.placed + excluded.placed, placed_stake = t.placed_stake + excluded.placed_stake,
        placed_payout = t.placed_payout + excluded.placed_payout, settled = t.settled + excluded.settled,
        settled_stake = t.settled_stake + excluded.settled_stake, settled_payout = t.settled_payout + excluded.settled_payout;
  -- A bet taken back leaves its day active: only a deleted account's bets are ever taken back for
  -- good, and its activity goes with its links.
  IF sign > 0 THEN
    INSERT INTO team_active_days AS t (agent_id, account_id, day, placed)
    SELECT l.agent_id, g.account_id, g.day, bool_or(g.placed > 0)
      FROM bet_daily_totals_grouped(changed, sign) g JOIN team_links l ON l.account_id = g.account_id
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, account_id, day) DO UPDATE SET placed = t.placed OR excluded.placed;
  END IF;
  IF new_bets THEN
    INSERT INTO team_bets (agent_id, placed_at, bet_id)
    SELECT l.agent_id, b.placed_at, b.bet_id FROM unnest(changed) b JOIN team_links l ON l.account_id = b.account_id ORDER BY 1, 2, 3;
  END IF;
END $$;
