-- The member's inbox (messageV2, "platform information", spec section 2): messages the platform
-- sends to one member, each read or not. The body is plain text (paragraphs split by blank lines):
-- the front end never renders it as HTML.
CREATE TABLE member_messages (
  message_id   serial PRIMARY KEY,
  account_id   integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  category     text NOT NULL CHECK (category IN ('SYSTEM', 'ACCOUNT', 'PROMOTION')),
  title        text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body         text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  sent_at      timestamptz NOT NULL,
  read_at      timestamptz,
  -- Deleted by the member: kept for the operator, never listed again.
  deleted_at   timestamptz,
  CHECK (read_at IS NULL OR read_at >= sent_at)
);
CREATE INDEX member_messages_inbox ON member_messages (account_id, sent_at DESC, message_id DESC) WHERE deleted_at IS NULL;
