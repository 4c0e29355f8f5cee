-- The cashier: deposit channels and orders, withdrawal settings, payout accounts, withdrawal
-- confirmations and withdrawals. Money itself moves only through the ledger (009): an order or a
-- withdrawal points at the wallet move that paid it.

-- Per merchant: the limits of withdrawals, how long a withdrawal confirmation and a deposit order
-- stay open, and how many payout accounts a member may keep.
CREATE TABLE cashier_settings (
  merchant_code             text PRIMARY KEY REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  withdrawal_min            numeric(14, 2) NOT NULL CHECK (withdrawal_min > 0),
  withdrawal_max            numeric(14, 2) NOT NULL CHECK (withdrawal_max >= withdrawal_min),
  withdrawals_per_day       integer NOT NULL CHECK (withdrawals_per_day > 0),
  -- The fee kept from each withdrawal, in percent of the amount.
  withdrawal_fee_percent    numeric(5, 2) NOT NULL CHECK (withdrawal_fee_percent >= 0 AND withdrawal_fee_percent < 100),
  -- Spec section 9: the withdrawal confirmation times out after this many minutes.
  confirmation_minutes      integer NOT NULL CHECK (confirmation_minutes BETWEEN 1 AND 60),
  deposit_order_minutes     integer NOT NULL CHECK (deposit_order_minutes BETWEEN 1 AND 1440),
  -- A paid withdrawal is settled by the payment provider after this many minutes (the sandbox's stand-in).
  withdrawal_settle_minutes integer NOT NULL CHECK (withdrawal_settle_minutes >= 0),
  payout_accounts_max       integer NOT NULL CHECK (payout_accounts_max BETWEEN 1 AND 10)
);

CREATE TABLE deposit_channels (
  merchant_code       text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  channel_code        text NOT NULL CHECK (channel_code ~ '^[A-Z0-9_]{2,24}$'),
  name                text NOT NULL,
  description         text NOT NULL,
  min_amount          numeric(14, 2) NOT NULL CHECK (min_amount > 0),
  max_amount          numeric(14, 2) NOT NULL CHECK (max_amount >= min_amount),
  -- The amounts offered as one-tap choices.
  presets             numeric(14, 2)[] NOT NULL,
  -- How long the money takes to arrive, as players are told.
  arrival             text NOT NULL,
  sort_order          integer NOT NULL,
  enabled             boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, channel_code)
);

-- A deposit order: PENDING until the payment arrives (PAID, with the ledger move that credited it),
-- the member cancels it or it runs out of time (EXPIRED, read from expires_at). request_key makes a
-- replayed request answer the first order.
CREATE TABLE deposit_orders (
  order_id        text PRIMARY KEY CHECK (order_id ~ '^D[0-9A-Z]{10,24}$'),
  merchant_code   text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  account_id      integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  channel_code    text NOT NULL,
  amount          numeric(14, 2) NOT NULL CHECK (amount > 0),
  status          text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'CANCELLED')),
  -- What the payer copies or scans (a PIX "copia e cola" code, bank details, a wallet address).
  payment_code    text NOT NULL,
  -- The SHA-256 of the secret in the payment page's address (the sandbox's stand-in for the
  -- payment provider's checkout): whoever holds the address can pay the order, nobody can read it.
  checkout_hash   text NOT NULL UNIQUE CHECK (checkout_hash ~ '^[0-9a-f]{64}$'),
  request_key     text CHECK (request_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  fingerprint     text,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  move_id         bigint REFERENCES wallet_moves (move_id),
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL AND move_id IS NOT NULL)),
  CHECK ((request_key IS NULL) = (fingerprint IS NULL))
);
CREATE UNIQUE INDEX deposit_orders_once ON deposit_orders (account_id, request_key) WHERE request_key IS NOT NULL;
CREATE INDEX deposit_orders_by_account ON deposit_orders (account_id, created_at DESC);

-- Where a member's withdrawals are paid: a PIX key of one of the Brazilian kinds.
CREATE TABLE payout_accounts (
  payout_account_id  serial PRIMARY KEY,
  account_id         integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  key_type           text NOT NULL CHECK (key_type IN ('CPF', 'PHONE', 'EMAIL', 'RANDOM')),
  pix_key            text NOT NULL CHECK (char_length(pix_key) BETWEEN 3 AND 77),
  holder_name        text NOT NULL CHECK (char_length(holder_name) BETWEEN 3 AND 60),
  bank_name          text NOT NULL CHECK (char_length(bank_name) BETWEEN 2 AND 40),
  created_at         timestamptz NOT NULL,
  removed_at         timestamptz
);
CREATE UNIQUE INDEX payout_accounts_key ON payout_accounts (account_id, key_type, pix_key) WHERE removed_at IS NULL;

-- A withdrawal waiting for the member's confirmation: amount and fee fixed when asked, void after
-- expires_at (cashier_settings.confirmation_minutes). Only the SHA-256 of its id is kept.
CREATE TABLE withdrawal_confirmations (
  confirmation_hash  text PRIMARY KEY CHECK (confirmation_hash ~ '^[0-9a-f]{64}$'),
  account_id         integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  payout_account_id  integer NOT NULL REFERENCES payout_accounts (payout_account_id) ON DELETE CASCADE,
  amount             numeric(14, 2) NOT NULL CHECK (amount > 0),
  fee                numeric(14, 2) NOT NULL CHECK (fee >= 0 AND fee < amount),
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  used_at            timestamptz
);

-- A confirmed withdrawal: the money left the MAIN wallet at confirmation (move_id); the payment
-- provider pays it (PAID) or turns it down, and a rejection returns the money (return_move_id).
CREATE TABLE withdrawals (
  withdrawal_id      text PRIMARY KEY CHECK (withdrawal_id ~ '^W[0-9A-Z]{10,24}$'),
  merchant_code      text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  account_id         integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  payout_account_id  integer NOT NULL REFERENCES payout_accounts (payout_account_id),
  amount             numeric(14, 2) NOT NULL CHECK (amount > 0),
  fee                numeric(14, 2) NOT NULL CHECK (fee >= 0 AND fee < amount),
  status             text NOT NULL CHECK (status IN ('PROCESSING', 'PAID', 'REJECTED')),
  reject_reason      text,
  created_at         timestamptz NOT NULL,
  decided_at         timestamptz,
  move_id            bigint NOT NULL REFERENCES wallet_moves (move_id),
  return_move_id     bigint REFERENCES wallet_moves (move_id),
  CHECK ((status = 'PROCESSING') = (decided_at IS NULL)),
  CHECK ((status = 'REJECTED') = (return_move_id IS NOT NULL AND reject_reason IS NOT NULL))
);
CREATE INDEX withdrawals_by_account ON withdrawals (account_id, created_at DESC);
