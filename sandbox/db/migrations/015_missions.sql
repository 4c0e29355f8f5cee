-- Mission activity (missionLeaderboard): the daily missions a member completed and claimed, and
-- the week's mission score behind the leaderboard. Progress itself is read from the member's own
-- bets, deposits and session, never stored. A claim pays the mission's reward by a MISSION move.
CREATE TABLE mission_claims (
  account_id    integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  mission_code  text NOT NULL CHECK (mission_code ~ '^[A-Z_]{3,32}$'),
  -- The calendar day (UTC-3) the mission belongs to: each can be claimed once a day.
  mission_day   date NOT NULL,
  move_id       bigint NOT NULL REFERENCES wallet_moves (move_id),
  claimed_at    timestamptz NOT NULL,
  PRIMARY KEY (account_id, mission_code, mission_day)
);

-- Mission points per member and week (Monday, UTC-3): claims add to it; the leaderboard ranks it.
CREATE TABLE mission_scores (
  account_id    integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  week_start    date NOT NULL,
  score         integer NOT NULL CHECK (score >= 0),
  PRIMARY KEY (account_id, week_start)
);
CREATE INDEX mission_scores_by_week ON mission_scores (merchant_code, week_start, score DESC);
