-- Individual games (slots, in-house, live tables, fish, cards, lotteries), members' favourites and
-- recently launched games, their wallets, and the one-use-per-launch tickets of the demo game page.

-- In-house games are stored as game_type 'RNG' under vendor HOUSE (the platform answers them so).
-- game_group_code and draw_interval_minutes are set for lottery games (LOTT, ELOTT) only.
CREATE TABLE games (
  game_id                serial PRIMARY KEY,
  vendor_code            text NOT NULL REFERENCES game_vendors (vendor_code),
  game_type              text NOT NULL REFERENCES game_categories (game_type),
  game_code              text NOT NULL CHECK (game_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  name                   text NOT NULL,
  -- Kebab-case ASCII of the name: the tile is /cdn/{a,b}/games/<slug>.svg.
  slug                   text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+){0,7}$'),
  game_classify          text,
  min_bet                numeric(10, 2) NOT NULL CHECK (min_bet > 0),
  min_line_num           integer NOT NULL DEFAULT 1,
  is_hot                 boolean NOT NULL DEFAULT false,
  is_top                 boolean NOT NULL DEFAULT false,
  game_group_code        text,
  draw_interval_minutes  integer CHECK (draw_interval_minutes >= 1),
  sort_order             integer NOT NULL,
  UNIQUE (vendor_code, game_code),
  CHECK ((game_type IN ('LOTT', 'ELOTT')) = (game_group_code IS NOT NULL AND draw_interval_minutes IS NOT NULL))
);
CREATE INDEX games_by_list ON games (game_type, vendor_code, sort_order, game_id);

CREATE TABLE favourite_games (
  account_id  integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (account_id, game_id)
);

CREATE TABLE recent_games (
  account_id  integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  played_at   timestamptz NOT NULL,
  PRIMARY KEY (account_id, game_id)
);
CREATE INDEX recent_games_latest ON recent_games (account_id, played_at DESC);

-- No row means a balance of 0 (accounts registered before a wallet was written for them).
CREATE TABLE member_wallets (
  account_id  integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  balance     numeric(14, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

-- The ticket itself (32 random bytes, base64url) travels only in the launch URL; the database
-- keeps its SHA-256, so reading this table does not let anyone open a member's game session.
-- game_id is null for a vendor lobby launch.
CREATE TABLE game_launch_tickets (
  ticket_hash  text PRIMARY KEY CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  account_id   integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  game_id      integer REFERENCES games (game_id) ON DELETE CASCADE,
  vendor_code  text NOT NULL REFERENCES game_vendors (vendor_code),
  lotto_view   text CHECK (lotto_view IN ('betting', 'lobby')),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX game_launch_tickets_expiry ON game_launch_tickets (expires_at);
