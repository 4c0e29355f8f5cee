-- The member's rewards (rewardCenter): cashback, daily and VIP gifts the platform grants, each
-- claimable once between available_from and expires_at. Claiming pays it into MAIN by a REWARD
-- move (move_id), in the same transaction that marks it claimed, so a double click pays once.
CREATE TABLE member_rewards (
  reward_id       serial PRIMARY KEY,
  account_id      integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('DAILY', 'CASHBACK', 'VIP', 'BIRTHDAY', 'COMPENSATION')),
  title           text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80),
  description     text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 400),
  amount          numeric(14, 2) NOT NULL CHECK (amount > 0),
  available_from  timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  claimed_at      timestamptz,
  move_id         bigint REFERENCES wallet_moves (move_id),
  CHECK (expires_at > available_from),
  CHECK ((claimed_at IS NULL) = (move_id IS NULL)),
  CHECK (claimed_at IS NULL OR (claimed_at >= available_from AND claimed_at < expires_at))
);
CREATE INDEX member_rewards_by_account ON member_rewards (account_id, expires_at DESC);
