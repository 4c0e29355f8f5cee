-- Per-merchant site content: permission tree, banners, announcements, links and support.

-- The whitelabel permission tree: features switched on and off per merchant.
CREATE TABLE whitelabel_modules (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  mod_id         text NOT NULL CHECK (mod_id ~ '^[A-Z0-9_]{1,40}$'),
  parent_mod_id  text,
  enabled        boolean NOT NULL DEFAULT true,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, mod_id),
  FOREIGN KEY (merchant_code, parent_mod_id) REFERENCES whitelabel_modules (merchant_code, mod_id) ON DELETE CASCADE
);

CREATE TABLE banners (
  banner_id      serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  group_name     text NOT NULL CHECK (group_name ~ '^w_[a-z]+$'),
  title          text NOT NULL,
  -- What the generated artwork says: a second line and a call to action.
  subtitle       text NOT NULL,
  call_to_action text NOT NULL,
  motif          text NOT NULL,
  linkage_type   text CHECK (linkage_type IN ('URL', 'PROMOTION', 'GAME')),
  linkage        text,
  sort_order     integer NOT NULL,
  CHECK ((linkage_type IS NULL) = (linkage IS NULL))
);
CREATE INDEX banners_by_group ON banners (merchant_code, group_name, sort_order);

-- Announcement content is untrusted HTML, stored verbatim: the front end sanitises it.
CREATE TABLE announcements (
  announcement_id serial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  type            text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title           text NOT NULL,
  content         text NOT NULL,
  published_at    timestamptz NOT NULL
);
CREATE INDEX announcements_by_type ON announcements (merchant_code, type, published_at DESC);

-- Side-bar links. url and qr_code_url are absolute, or site-relative ('/down') and then
-- answered on the caller's origin.
CREATE TABLE resources (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  resource_type  text NOT NULL CHECK (resource_type IN ('TELEGRAM', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'IOS_CONFIG', 'ANDROID', 'IOS')),
  url            text NOT NULL,
  qr_code_url    text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, resource_type)
);

CREATE TABLE merchant_domains (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  domain         text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, domain)
);

-- cs_type 1 = live chat, 2 = VIP service, 3 = link answered encrypted (see routes/customer-service.ts).
CREATE TABLE customer_service (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  cs_type        text NOT NULL CHECK (cs_type IN ('1', '2', '3')),
  name           text NOT NULL,
  target_url     text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, cs_type)
);
