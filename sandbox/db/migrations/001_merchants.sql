-- Merchants (one per brand, keyed by the brand's merchant code) and their whole-app status.

CREATE TABLE countries (
  country_code  char(2) PRIMARY KEY CHECK (country_code ~ '^[A-Z]{2}$'),
  dialing_code  text NOT NULL CHECK (dialing_code ~ '^\+[0-9]{1,4}$'),
  name_pt       text NOT NULL,
  sort_order    integer NOT NULL
);

CREATE TABLE merchants (
  merchant_code     text PRIMARY KEY CHECK (merchant_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  brand_id          text NOT NULL UNIQUE,
  name              text NOT NULL,
  platform          text NOT NULL,
  currency_symbol   text NOT NULL,
  default_language  text NOT NULL,
  country_code      char(2) NOT NULL REFERENCES countries (country_code),
  -- Brand colours used by the generated artwork and the support page (dark palette).
  color_primary     text NOT NULL,
  color_accent      text NOT NULL,
  color_background  text NOT NULL,
  color_surface     text NOT NULL,
  color_chat_header text NOT NULL,
  gtag_id           text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- Set once the demo content has been written: seeding never runs twice for a merchant.
  seeded_at         timestamptz
);

-- Maintenance and region restriction: the modes system/status reports (spec section 2).
CREATE TABLE sandbox_status (
  merchant_code         text PRIMARY KEY REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  maintenance_title     text,
  maintenance_message   text,
  maintenance_end_time  timestamptz,
  region_restriction    boolean NOT NULL DEFAULT false,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  -- Maintenance is on exactly when it has a title and a message.
  CHECK ((maintenance_title IS NULL) = (maintenance_message IS NULL)),
  CHECK (maintenance_title IS NOT NULL OR maintenance_end_time IS NULL)
);
