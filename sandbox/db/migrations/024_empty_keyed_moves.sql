-- A request key is spent by its first success even when that success moved nothing: a recall of
-- every vendor wallet that finds them all empty records a move of 0.00 under its key, with no
-- postings. Without it a copy of the recall sent at the same time, answered after a transfer had
-- put money in a vendor wallet, brought that money back: one key, two different answers.
ALTER TABLE wallet_moves DROP CONSTRAINT wallet_moves_amount_check;
ALTER TABLE wallet_moves ADD CONSTRAINT wallet_moves_amount_check
  CHECK (amount > 0 OR (amount = 0 AND kind = 'TRANSFER' AND idempotency_key IS NOT NULL));
