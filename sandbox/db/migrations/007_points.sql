-- Points mall: a points ledger per member, the rewards catalogue and its settings per merchant,
-- redemptions with their review status, and conversions of points into wallet money.

-- One row per merchant: how points convert to money and the limits on spending them.
-- points_per_unit points are worth 1.00 of the merchant's currency.
CREATE TABLE point_settings (
  merchant_code             text PRIMARY KEY REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  points_per_unit           integer NOT NULL CHECK (points_per_unit > 0),
  min_convert_points        integer NOT NULL CHECK (min_convert_points > 0),
  -- Conversions must be whole multiples of this (so the money is always whole cents).
  convert_step_points       integer NOT NULL CHECK (convert_step_points > 0),
  daily_convert_limit       integer NOT NULL CHECK (daily_convert_limit >= min_convert_points),
  daily_redeem_limit        integer NOT NULL CHECK (daily_redeem_limit > 0),
  -- How long earned points stay valid (shown to players; the sandbox does not expire them).
  validity_days             integer NOT NULL CHECK (validity_days > 0)
);

-- How points are earned: the lines the mall shows under "how to earn".
CREATE TABLE point_earn_rules (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  source         text NOT NULL CHECK (source IN ('BET', 'DEPOSIT', 'MISSION', 'CHECKIN', 'REFERRAL')),
  points         integer NOT NULL CHECK (points > 0),
  -- Points per this much money moved (bets, deposits); null for a fixed award (missions, check-in).
  per_amount     numeric(14, 2) CHECK (per_amount > 0),
  title          text NOT NULL,
  description    text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, source)
);

-- The catalogue. stock null means unlimited; the image is generated artwork (/cdn/{a,b}/rewards/).
CREATE TABLE point_rewards (
  reward_id      serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  category       text NOT NULL CHECK (category IN ('FREE_SPINS', 'BONUS', 'MERCHANDISE')),
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  description    text NOT NULL,
  point_cost     integer NOT NULL CHECK (point_cost > 0),
  stock          integer CHECK (stock >= 0),
  motif          text NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  sort_order     integer NOT NULL
);
CREATE INDEX point_rewards_by_merchant ON point_rewards (merchant_code, sort_order, reward_id);

-- The lock anchor of a member's points: every spend locks this row (SELECT ... FOR UPDATE) before
-- it sums the ledger, so two concurrent spends of one member run one after the other.
CREATE TABLE point_holders (
  account_id     integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE
);

-- Redemptions: IN_PROCESS until the operator approves or rejects; a rejection refunds the points.
CREATE TABLE point_redemptions (
  redeem_id      serial PRIMARY KEY,
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  reward_id      integer NOT NULL REFERENCES point_rewards (reward_id) ON DELETE CASCADE,
  -- The reward as it was when redeemed: the catalogue may change later.
  reward_name    text NOT NULL,
  points         integer NOT NULL CHECK (points > 0),
  status         text NOT NULL CHECK (status IN ('IN_PROCESS', 'REJECTED', 'APPROVED')),
  remark         text,
  created_at     timestamptz NOT NULL,
  decided_at     timestamptz,
  CHECK ((status = 'IN_PROCESS') = (decided_at IS NULL))
);
CREATE INDEX point_redemptions_by_account ON point_redemptions (account_id, created_at DESC, redeem_id DESC);

-- The ledger: append-only, one signed entry per movement; a member's balance is the sum.
-- money_amount is the wallet credit of a conversion. request_key makes a replayed spend move once.
CREATE TABLE point_ledger (
  entry_id       bigserial PRIMARY KEY,
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  points         integer NOT NULL CHECK (points <> 0),
  kind           text NOT NULL CHECK (kind IN ('BET', 'DEPOSIT', 'MISSION', 'CHECKIN', 'REFERRAL', 'REDEEM', 'REFUND', 'CONVERT')),
  description    text NOT NULL,
  redeem_id      integer REFERENCES point_redemptions (redeem_id) ON DELETE CASCADE,
  money_amount   numeric(14, 2) CHECK (money_amount > 0),
  request_key    text CHECK (request_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at     timestamptz NOT NULL,
  CHECK ((kind = 'CONVERT') = (money_amount IS NOT NULL)),
  CHECK ((kind IN ('REDEEM', 'CONVERT')) = (points < 0))
);
CREATE INDEX point_ledger_by_account ON point_ledger (account_id, created_at DESC, entry_id DESC);
CREATE UNIQUE INDEX point_ledger_request_key ON point_ledger (account_id, request_key) WHERE request_key IS NOT NULL;

-- Entries are never rewritten: corrections are new entries.
CREATE FUNCTION point_ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only';
END;
$$;
CREATE TRIGGER point_ledger_no_update BEFORE UPDATE ON point_ledger FOR EACH ROW EXECUTE FUNCTION point_ledger_is_append_only();
