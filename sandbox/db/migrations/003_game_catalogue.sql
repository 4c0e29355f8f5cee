-- Game categories and vendors, and which vendor cards each merchant's menus show.
-- Individual games, launches and favourites come with the games migration.

CREATE TABLE game_categories (
  game_type      text PRIMARY KEY CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'INHOUSE')),
  title_pt       text NOT NULL,
  game_classify  text,
  sort_order     integer NOT NULL
);

CREATE TABLE game_vendors (
  vendor_code      text PRIMARY KEY CHECK (vendor_code ~ '^[A-Z0-9_]{1,24}$'),
  name             text NOT NULL,
  -- The platform wallet account type the vendor's games are played from.
  account_type_id  integer NOT NULL
);

CREATE TABLE merchant_vendor_cards (
  node_id        serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  game_type      text NOT NULL REFERENCES game_categories (game_type),
  vendor_code    text NOT NULL REFERENCES game_vendors (vendor_code),
  is_hot         boolean NOT NULL DEFAULT false,
  -- VASSALAGE: clicking the card opens the vendor's game list; GAME: it launches one game.
  is_game        text CHECK (is_game IN ('VASSALAGE', 'GAME')),
  sort_order     integer NOT NULL,
  UNIQUE (merchant_code, game_type, vendor_code)
);
CREATE INDEX merchant_vendor_cards_by_menu ON merchant_vendor_cards (merchant_code, game_type, sort_order);
