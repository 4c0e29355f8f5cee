-- Accounts and login: members and agents per merchant, sessions, affiliate codes, registration
-- rules, verification codes (SMS outbox), captchas, login failures and the e-mail outbox.

-- Demo content added after a merchant was first seeded (merchants.seeded_at) is written once per
-- area, so a persistent database created before the area existed still gets it.
CREATE TABLE merchant_seed_areas (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  area           text NOT NULL CHECK (area ~ '^[a-z_]{1,32}$'),
  seeded_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, area)
);

-- type: 0 member, 1, 2, 41, 42 agents, 4 free-play trial. Passwords are argon2id hashes
-- ($argon2id$...), never plaintext; a null hash means no usable password (SMS-only or trial).
CREATE TABLE accounts (
  account_id              serial PRIMARY KEY,
  merchant_code           text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  username                text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 64),
  password_hash           text CHECK (password_hash LIKE '$argon2id$%'),
  type                    integer NOT NULL CHECK (type IN (0, 1, 2, 4, 41, 42)),
  nickname                text NOT NULL,
  email                   text,
  mobile_num              text CHECK (mobile_num ~ '^[0-9]{6,15}$'),
  country_dialing_code    text CHECK (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  upline_account_id       integer REFERENCES accounts (account_id) ON DELETE SET NULL,
  payee_name              text,
  payment_password_hash   text CHECK (payment_password_hash LIKE '$argon2id$%'),
  qq_num                  text,
  line                    text,
  whatsapp                text,
  facebook                text,
  wechat                  text,
  id_number               text,
  register_url            text,
  register_method         text,
  register_domain         text,
  password_expired        boolean NOT NULL DEFAULT false,
  -- Set when the password is the platform's default (123456); the password itself is never kept.
  uses_default_password   boolean NOT NULL DEFAULT false,
  first_login_done        boolean NOT NULL DEFAULT false,
  frozen                  boolean NOT NULL DEFAULT false,
  club_label_name         text,
  club_rank_level         integer,
  member_labels           text[] NOT NULL DEFAULT '{}',
  created_at              timestamptz NOT NULL DEFAULT now(),
  CHECK ((mobile_num IS NULL) = (country_dialing_code IS NULL)),
  CHECK ((club_label_name IS NULL) = (club_rank_level IS NULL))
);
CREATE UNIQUE INDEX accounts_username ON accounts (merchant_code, lower(username));
CREATE UNIQUE INDEX accounts_mobile ON accounts (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX accounts_upline ON accounts (upline_account_id);

-- Invitation codes: a code names the agent new members register under.
CREATE TABLE affiliate_codes (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  code           text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{1,32}$'),
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  PRIMARY KEY (merchant_code, code)
);
CREATE UNIQUE INDEX affiliate_codes_code ON affiliate_codes (merchant_code, upper(code));

-- Bearer tokens are kept only as SHA-256 hashes (hex).
CREATE TABLE sessions (
  token_hash     text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- Per-field registration rules (system/setting/register, system/status registerRules).
-- accepted_pattern is a regular-expression source (compiled with the 'u' flag), '*' for any text.
CREATE TABLE register_rules (
  merchant_code     text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  field_key         text NOT NULL CHECK (field_key ~ '^[A-Za-z]{1,32}$'),
  enabled           boolean NOT NULL,
  required          boolean NOT NULL,
  min_length        integer NOT NULL CHECK (min_length >= 0),
  max_length        integer NOT NULL CHECK (max_length >= min_length),
  pattern_id        text NOT NULL,
  accepted_pattern  text NOT NULL,
  sort_order        integer NOT NULL,
  PRIMARY KEY (merchant_code, field_key)
);

-- What the SMS gateway would have sent. Codes are single use, expire, and die after 5 wrong tries.
CREATE TABLE sms_outbox (
  sms_id                serial PRIMARY KEY,
  merchant_code         text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  country_dialing_code  text NOT NULL CHECK (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  mobile_num            text NOT NULL CHECK (mobile_num ~ '^[0-9]{6,15}$'),
  purpose               text NOT NULL CHECK (purpose IN ('login', 'register')),
  code                  text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  created_at            timestamptz NOT NULL,
  expires_at            timestamptz NOT NULL,
  used_at               timestamptz,
  attempts              integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_outbox_by_number ON sms_outbox (merchant_code, mobile_num, purpose, sms_id DESC);

-- What the mail gateway would have sent.
CREATE TABLE email_outbox (
  email_id       serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  email          text NOT NULL,
  subject        text NOT NULL,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX email_outbox_by_address ON email_outbox (merchant_code, lower(email), email_id DESC);

-- Password-reset links sent by e-mail: the token is kept only as a SHA-256 hash.
CREATE TABLE password_reset_tokens (
  token_hash     text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_id     integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

-- Image captchas: the browser holds a random id in the wps_captcha cookie; only its hash is kept.
CREATE TABLE captchas (
  captcha_id_hash  text PRIMARY KEY CHECK (captcha_id_hash ~ '^[0-9a-f]{64}$'),
  merchant_code    text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  answer           text NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  used_at          timestamptz,
  issued_seq       serial
);
CREATE INDEX captchas_newest ON captchas (merchant_code, issued_seq DESC);

-- Failed logins: one row per failure, by (merchant, lower-cased username) and client address.
CREATE TABLE login_failures (
  failure_id     serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  username_key   text NOT NULL,
  address        text NOT NULL,
  failed_at      timestamptz NOT NULL
);
CREATE INDEX login_failures_by_username ON login_failures (merchant_code, username_key, failed_at);
CREATE INDEX login_failures_by_address ON login_failures (merchant_code, address, failed_at);
