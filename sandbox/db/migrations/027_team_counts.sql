-- The team overview's counts at scale (issue 24): how many members, agents and direct downlines a
-- team has, and how many joined each day, were counted over the team's links on every call (10,000
-- rows for a 10,000-member team). Kept by triggers on team_links instead: the overview reads one
-- row, and one per day of its range.

CREATE TABLE team_counts (
  agent_id  integer PRIMARY KEY,
  members   integer NOT NULL,
  -- Accounts of an agent type (1, 2, 41 and 42: accounts.ts AGENT_TYPES).
  agents    integer NOT NULL,
  direct    integer NOT NULL
);

CREATE TABLE team_joins_daily (
  agent_id  integer NOT NULL,
  day       date NOT NULL,
  joined    integer NOT NULL,
  PRIMARY KEY (agent_id, day)
);

-- Adds some links to their agents' counts; takes them back (sign -1) from rows that exist only:
-- a link deleted with its agent (a cascade, which may run after the agent's rows were cleared)
-- has nothing left to take back from, and must not leave a row of minus one behind.
CREATE FUNCTION team_counts_add(changed team_links[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF sign > 0 THEN
    INSERT INTO team_counts AS t (agent_id, members, agents, direct)
    SELECT l.agent_id, count(*), count(*) FILTER (WHERE l.account_type IN (1, 2, 41, 42)), count(*) FILTER (WHERE l.level = 1)
      FROM unnest(changed) l GROUP BY 1 ORDER BY 1
    ON CONFLICT (agent_id) DO UPDATE
      SET members = t.members + excluded.members, agents = t.agents + excluded.agents, direct = t.direct + excluded.direct;
    INSERT INTO team_joins_daily AS t (agent_id, day, joined)
    SELECT l.agent_id, players_day(l.joined_at), count(*) FROM unnest(changed) l GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET joined = t.joined + excluded.joined;
  ELSE
    UPDATE team_counts t SET members = t.members - c.members, agents = t.agents - c.agents, direct = t.direct - c.direct
      FROM (SELECT l.agent_id, count(*) AS members, count(*) FILTER (WHERE l.account_type IN (1, 2, 41, 42)) AS agents,
                   count(*) FILTER (WHERE l.level = 1) AS direct
              FROM unnest(changed) l GROUP BY 1) c
     WHERE t.agent_id = c.agent_id;
    UPDATE team_joins_daily t SET joined = t.joined - c.joined
      FROM (SELECT l.agent_id, players_day(l.joined_at) AS day, count(*) AS joined FROM unnest(changed) l GROUP BY 1, 2) c
     WHERE t.agent_id = c.agent_id AND t.day = c.day;
  END IF;
END $$;

CREATE FUNCTION team_links_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM team_counts_add(ARRAY(SELECT o::team_links FROM old_rows o), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM team_counts_add(ARRAY(SELECT n::team_links FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER team_links_count_insert AFTER INSERT ON team_links
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_links_count();
CREATE TRIGGER team_links_count_update AFTER UPDATE ON team_links
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_links_count();
CREATE TRIGGER team_links_count_delete AFTER DELETE ON team_links
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_links_count();

-- A deleted agent's counts go with its other team rows (023's accounts_unlink_deleted).
CREATE OR REPLACE FUNCTION accounts_unlink_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
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
  DELETE FROM team_counts WHERE agent_id IN (SELECT account_id FROM gone);
  DELETE FROM team_joins_daily WHERE agent_id IN (SELECT account_id FROM gone);
  RETURN NULL;
END $$;

SELECT team_counts_add(ARRAY(SELECT l FROM team_links l), 1);
