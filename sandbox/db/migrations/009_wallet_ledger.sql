-- Wallets as a double-entry ledger. Every money move is one wallet_moves row and two or more
-- wallet_postings whose amounts sum to zero, so money is only ever moved, never made: a merchant's
-- wallets always sum to zero. A member's money sits in their MAIN wallet and in one sub-wallet per
-- game vendor (transferFund); the house's counter-wallets (money that came in by deposit, went out
-- by withdrawal, was paid as bonus...) carry the other side and may go below zero.

CREATE TABLE wallets (
  wallet_id      serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  -- null for a house wallet
  account_id     integer REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- MAIN or a vendor code for a member; the purpose (DEPOSITS, WITHDRAWALS, BONUSES...) for the house
  wallet_code    text NOT NULL CHECK (wallet_code ~ '^[A-Z0-9_]{2,32}$'),
  -- The running sum of the wallet's postings, kept on the row so a move can lock it and so the
  -- database itself refuses a member balance below zero.
  balance        numeric(14, 2) NOT NULL DEFAULT 0,
  CHECK (account_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX wallets_of_member ON wallets (account_id, wallet_code) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX wallets_of_house ON wallets (merchant_code, wallet_code) WHERE account_id IS NULL;

-- One row per move. account_id is the member the move was made for (the sender of a transfer to
-- the upline); the postings say whose wallets it touched. A request that carries an idempotency key
-- moves money once: the same key again answers the first move, another request under it is refused
-- (fingerprint is what the first request asked).
CREATE TABLE wallet_moves (
  move_id          bigserial PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  account_id       integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN (
                     'OPENING', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED', 'TRANSFER', 'UPLINE',
                     'BONUS', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'BET', 'PAYOUT')),
  amount           numeric(14, 2) NOT NULL CHECK (amount > 0),
  description      text NOT NULL,
  -- The deposit order, withdrawal or bet the move belongs to, when there is one.
  reference        text,
  idempotency_key  text CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  fingerprint      text,
  created_at       timestamptz NOT NULL,
  CHECK ((idempotency_key IS NULL) = (fingerprint IS NULL))
);
CREATE UNIQUE INDEX wallet_moves_once ON wallet_moves (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX wallet_moves_by_account ON wallet_moves (account_id, created_at DESC, move_id DESC);

CREATE TABLE wallet_postings (
  move_id        bigint NOT NULL REFERENCES wallet_moves (move_id) ON DELETE CASCADE,
  wallet_id      integer NOT NULL REFERENCES wallets (wallet_id) ON DELETE CASCADE,
  amount         numeric(14, 2) NOT NULL CHECK (amount <> 0),
  balance_after  numeric(14, 2) NOT NULL,
  PRIMARY KEY (move_id, wallet_id)
);
CREATE INDEX wallet_postings_by_wallet ON wallet_postings (wallet_id, move_id DESC);

-- The balances of the single-row wallets become opening moves from the house's OPENING wallet.
INSERT INTO wallets (merchant_code, account_id, wallet_code)
SELECT a.merchant_code, NULL, 'OPENING' FROM member_wallets w JOIN accounts a USING (account_id)
 WHERE w.balance > 0 GROUP BY a.merchant_code;
INSERT INTO wallets (merchant_code, account_id, wallet_code, balance)
SELECT a.merchant_code, a.account_id, 'MAIN', w.balance FROM member_wallets w JOIN accounts a USING (account_id);
INSERT INTO wallet_moves (merchant_code, account_id, kind, amount, description, created_at)
SELECT a.merchant_code, a.account_id, 'OPENING', w.balance, 'Saldo inicial', now()
  FROM member_wallets w JOIN accounts a USING (account_id) WHERE w.balance > 0;
INSERT INTO wallet_postings (move_id, wallet_id, amount, balance_after)
SELECT m.move_id, member.wallet_id, m.amount, m.amount
  FROM wallet_moves m JOIN wallets member ON member.account_id = m.account_id AND member.wallet_code = 'MAIN'
 WHERE m.kind = 'OPENING';
INSERT INTO wallet_postings (move_id, wallet_id, amount, balance_after)
SELECT m.move_id, house.wallet_id, -m.amount, -sum(m.amount) OVER (PARTITION BY m.merchant_code ORDER BY m.move_id)
  FROM wallet_moves m JOIN wallets house ON house.merchant_code = m.merchant_code AND house.account_id IS NULL AND house.wallet_code = 'OPENING'
 WHERE m.kind = 'OPENING';
UPDATE wallets house SET balance = -opened.total
  FROM (SELECT merchant_code, sum(amount) AS total FROM wallet_moves WHERE kind = 'OPENING' GROUP BY merchant_code) opened
 WHERE house.account_id IS NULL AND house.wallet_code = 'OPENING' AND house.merchant_code = opened.merchant_code;

DROP TABLE member_wallets;
