-- Responsible-gaming tools the licences shown on the site require: deposit limits, reality-check
-- reminders and self-exclusion, all enforced by the server.

-- One limit per member and period, counted over a rolling window (24 hours, 7 days, 30 days).
-- A lower limit applies at once; a higher one, or removing the limit, waits 24 hours in the
-- pending columns and replaces the limit when pending_from has passed.
CREATE TABLE deposit_limits (
  account_id      integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  period          text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  -- The limit in force (no row: no limit).
  amount          numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- The change waiting for its 24 hours: a new amount, or null with pending_remove for no limit.
  pending_amount  numeric(14, 2) CHECK (pending_amount > 0),
  pending_remove  boolean NOT NULL DEFAULT false,
  pending_from    timestamptz,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (account_id, period),
  CHECK (NOT (pending_remove AND pending_amount IS NOT NULL)),
  CHECK ((pending_from IS NULL) = (pending_amount IS NULL AND NOT pending_remove))
);

-- How often the member wants the reality check (null: never).
CREATE TABLE reality_checks (
  account_id        integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  interval_minutes  integer CHECK (interval_minutes IN (15, 30, 45, 60, 90, 120)),
  updated_at        timestamptz NOT NULL
);

-- A self-exclusion: from starts_at until ends_at, or for good when ends_at is null. While one is in
-- force the member cannot log in, deposit, transfer or launch games. It cannot be shortened.
CREATE TABLE self_exclusions (
  exclusion_id  serial PRIMARY KEY,
  account_id    integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz,
  created_at    timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX self_exclusions_by_account ON self_exclusions (account_id, starts_at DESC);
