-- The operators' back office (issue 23): who may switch a merchant's modules and site status,
-- their sessions, their failed logins, and the audit trail of every change they make.
CREATE TABLE operators (
  operator_id    serial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  display_name   text NOT NULL,
  -- argon2id, PHC string (lib/passwords.ts), as for players.
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of the session token is kept; the CSRF token is sent back on every write.
CREATE TABLE operator_sessions (
  token_hash   text PRIMARY KEY,
  operator_id  integer NOT NULL REFERENCES operators (operator_id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX operator_sessions_by_operator ON operator_sessions (operator_id);

-- Counted as players' failed logins are (routes/session.ts): per username and address, per address.
CREATE TABLE operator_login_failures (
  failure_id    serial PRIMARY KEY,
  username_key  text NOT NULL,
  address       text NOT NULL,
  failed_at     timestamptz NOT NULL
);
CREATE INDEX operator_login_failures_by_username ON operator_login_failures (username_key, failed_at);
CREATE INDEX operator_login_failures_by_address ON operator_login_failures (address, failed_at);

-- One row per change: a module's switch (subject 'module:<modId>') or the site status
-- (subject 'status'), with the value before and after.
CREATE TABLE audit_log (
  audit_id           bigserial PRIMARY KEY,
  at                 timestamptz NOT NULL,
  operator_id        integer NOT NULL REFERENCES operators (operator_id),
  operator_username  text NOT NULL,
  merchant_code      text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  subject            text NOT NULL,
  old_value          jsonb NOT NULL,
  new_value          jsonb NOT NULL
);
CREATE INDEX audit_log_by_merchant ON audit_log (merchant_code, at DESC, audit_id DESC);
