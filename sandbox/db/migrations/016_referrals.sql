-- Invite friends (referral, the REFERRAL promotion): each member's own invitation code, and who
-- registered with whose code. The referrer is paid once per friend, by a REFERRAL move, when the
-- friend's first deposit is paid (in the transaction that pays it).
CREATE TABLE referral_codes (
  account_id     integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  code           text NOT NULL CHECK (code ~ '^[A-Z0-9]{6,12}$'),
  UNIQUE (merchant_code, code)
);

CREATE TABLE referrals (
  referred_account_id  integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  referrer_account_id  integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_at           timestamptz NOT NULL,
  rewarded_at          timestamptz,
  move_id              bigint REFERENCES wallet_moves (move_id),
  CHECK ((rewarded_at IS NULL) = (move_id IS NULL)),
  CHECK (referred_account_id <> referrer_account_id)
);
CREATE INDEX referrals_by_referrer ON referrals (referrer_account_id, created_at DESC);
