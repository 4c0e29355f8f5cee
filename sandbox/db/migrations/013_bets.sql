-- The member's bets (personalHistoryCopy, "betting record", and personalProfit). A bet's stake
-- left the member's vendor wallet by a BET move and its return came back by a PAYOUT move
-- (wallet_moves.reference is the bet's round), so the betting record always agrees with the ledger.
CREATE TABLE bets (
  bet_id       bigserial PRIMARY KEY,
  account_id   integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  game_id      integer NOT NULL REFERENCES games (game_id),
  -- The provider's round, shown to the member and used as the moves' reference.
  round_ref    text NOT NULL UNIQUE CHECK (round_ref ~ '^R[0-9A-Z]{8,24}$'),
  stake        numeric(14, 2) NOT NULL CHECK (stake > 0),
  -- What came back: null while the round is open; the stake itself for a void round.
  payout       numeric(14, 2) CHECK (payout >= 0),
  status       text NOT NULL CHECK (status IN ('PENDING', 'WON', 'LOST', 'VOID')),
  placed_at    timestamptz NOT NULL,
  settled_at   timestamptz,
  CHECK ((status = 'PENDING') = (payout IS NULL)),
  CHECK ((status = 'PENDING') = (settled_at IS NULL)),
  CHECK (status <> 'WON' OR payout > 0),
  CHECK (status <> 'LOST' OR payout = 0),
  CHECK (status <> 'VOID' OR payout = stake),
  CHECK (settled_at IS NULL OR settled_at >= placed_at)
);
CREATE INDEX bets_by_account ON bets (account_id, placed_at DESC, bet_id DESC);
