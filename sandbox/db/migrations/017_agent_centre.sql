-- Agent centre: the per-agent switches of spec section 6 (enableCt, enableSalary, enableContract),
-- announcements for agents, contracts between an upline and a direct downline agent, and the
-- salary and dividend periods already settled. Reports are not stored: they are read from the
-- ledger and the bets when asked, so they agree with the members' own records.

ALTER TABLE accounts
  ADD COLUMN enable_ct boolean NOT NULL DEFAULT false,
  ADD COLUMN enable_salary boolean NOT NULL DEFAULT false,
  ADD COLUMN enable_contract boolean NOT NULL DEFAULT false;

-- Salary and dividend pay arrive in the agent's MAIN wallet as ledger moves like any other money.
ALTER TABLE wallet_moves DROP CONSTRAINT wallet_moves_kind_check;
ALTER TABLE wallet_moves ADD CONSTRAINT wallet_moves_kind_check CHECK (kind IN (
  'OPENING', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED', 'TRANSFER', 'UPLINE',
  'BONUS', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'BET', 'PAYOUT', 'SALARY', 'DIVIDEND'));

CREATE TABLE agent_announcements (
  announcement_id  serial PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  title            text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  -- Plain text, shown as text (never as HTML).
  content          text NOT NULL,
  pinned           boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL
);
CREATE INDEX agent_announcements_by_merchant ON agent_announcements (merchant_code, pinned DESC, created_at DESC);

-- A rate an upline grants a direct downline agent for one kind. upline_account_id is null for the
-- platform's own contract with a top agent. At most one ACTIVE and one PENDING per downline and kind.
CREATE TABLE agent_contracts (
  contract_id          serial PRIMARY KEY,
  merchant_code        text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  kind                 text NOT NULL CHECK (kind IN ('SALARY', 'DIVIDEND')),
  upline_account_id    integer REFERENCES accounts (account_id) ON DELETE CASCADE,
  downline_account_id  integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  rate                 numeric(5, 2) NOT NULL CHECK (rate > 0 AND rate <= 100),
  status               text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'ENDED')),
  created_at           timestamptz NOT NULL,
  decided_at           timestamptz,
  ended_at             timestamptz,
  ended_reason         text CHECK (ended_reason IN ('SUPERSEDED', 'UPLINE_RATE_LOWER')),
  CHECK (upline_account_id IS NULL OR upline_account_id <> downline_account_id),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'ENDED') = (ended_at IS NOT NULL AND ended_reason IS NOT NULL))
);
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (downline_account_id, kind) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (downline_account_id, kind) WHERE status = 'PENDING';
CREATE INDEX agent_contracts_by_upline ON agent_contracts (upline_account_id, created_at DESC);

-- Each settled period once: scheme DAILY (period_key = the UTC-3 day), HOURLY (the hour's start),
-- REALTIME (the 5-minute slot's start), DIVIDEND (the week's Monday). move_id is null when nothing
-- was due (the period is still settled, so it is not asked again).
CREATE TABLE agent_payouts (
  payout_id      serial PRIMARY KEY,
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  scheme         text NOT NULL CHECK (scheme IN ('DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL CHECK (period_end > period_start),
  team_bets      numeric(14, 2) NOT NULL CHECK (team_bets >= 0),
  team_net       numeric(14, 2) NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0 CHECK (active_members >= 0),
  rate           numeric(5, 2) NOT NULL,
  amount         numeric(14, 2) NOT NULL CHECK (amount >= 0),
  move_id        bigint REFERENCES wallet_moves (move_id),
  settled_at     timestamptz NOT NULL,
  UNIQUE (account_id, scheme, period_start),
  CHECK ((amount > 0) = (move_id IS NOT NULL))
);
CREATE INDEX agent_payouts_by_account ON agent_payouts (account_id, scheme, period_start DESC);
