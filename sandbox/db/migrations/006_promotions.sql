-- Promotions (activities) per merchant, each member's part in them, the applications' images,
-- and the feedback form's messages. Rules are untrusted HTML, stored verbatim: the front end
-- sanitises them.

CREATE TABLE promotions (
  promotion_id   serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  -- What the site links to (/promoDetail?id=<slug>) and banners name in their PROMOTION linkage.
  slug           text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+){0,7}$'),
  category       text NOT NULL CHECK (category IN ('DEPOSIT', 'CASHBACK', 'SLOTS', 'SPORTS', 'LIVE', 'RAFFLE', 'VIP', 'REFERRAL')),
  title          text NOT NULL,
  summary        text NOT NULL,
  rules_html     text NOT NULL,
  -- The generated artwork's motif and call to action (sandbox/lib/art).
  motif          text NOT NULL,
  call_to_action text NOT NULL,
  -- How a member takes part: JOIN (one click), APPLY (a form with remark and images, reviewed by
  -- the operator), RAFFLE (one click to sign up; winners claim through MCS2_claimRafflePromotion).
  mode           text NOT NULL CHECK (mode IN ('JOIN', 'APPLY', 'RAFFLE')),
  bonus_amount   numeric(14, 2) NOT NULL CHECK (bonus_amount >= 0),
  -- The bonus is paid only with the member's number ID on this messaging app (spec section 5).
  messaging_app  text CHECK (messaging_app IN ('WHATSAPP', 'TELEGRAM')),
  -- Listed only while this whitelabel module is on (the REFERRAL promotion).
  module_id      text,
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  sort_order     integer NOT NULL,
  UNIQUE (merchant_code, slug),
  CHECK (ends_at > starts_at)
);

-- A member's part in a promotion. No row: the member has not taken part yet.
CREATE TABLE promotion_entries (
  promotion_id   integer NOT NULL REFERENCES promotions (promotion_id) ON DELETE CASCADE,
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  status         text NOT NULL CHECK (status IN ('SIGNED', 'IN_PROCESS', 'APPLYING', 'REJECTED', 'CLAIM', 'CLAIMED', 'ISSUED')),
  remark         text CHECK (char_length(remark) <= 140),
  reject_reason  text,
  messaging_id   text,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, account_id)
);
CREATE INDEX promotion_entries_by_account ON promotion_entries (account_id);

-- An application's images (png or jpg, at most 5 MB and 3 per application; checked by the route).
CREATE TABLE promotion_entry_images (
  promotion_id   integer NOT NULL,
  account_id     integer NOT NULL,
  position       integer NOT NULL CHECK (position BETWEEN 0 AND 2),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  file_name      text NOT NULL,
  bytes          bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  PRIMARY KEY (promotion_id, account_id, position),
  FOREIGN KEY (promotion_id, account_id) REFERENCES promotion_entries (promotion_id, account_id) ON DELETE CASCADE
);

-- The feedback form needs no session; a logged-in sender is remembered.
CREATE TABLE feedback (
  feedback_id    serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  account_id     integer REFERENCES accounts (account_id) ON DELETE SET NULL,
  remark         text NOT NULL CHECK (char_length(remark) BETWEEN 1 AND 140),
  created_at     timestamptz NOT NULL
);

CREATE TABLE feedback_images (
  feedback_id    integer NOT NULL REFERENCES feedback (feedback_id) ON DELETE CASCADE,
  position       integer NOT NULL CHECK (position BETWEEN 0 AND 2),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  file_name      text NOT NULL,
  bytes          bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  PRIMARY KEY (feedback_id, position)
);
