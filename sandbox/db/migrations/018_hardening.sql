-- Hardening (issue 19).
-- A session that owes a password change (logged in with the default password, or with an expired
-- one while PWDEXPFORCECHANGE3 is on) may only change the password and log out: the server holds
-- the rule, not only the browser. NULL: nothing owed.
ALTER TABLE sessions ADD COLUMN password_change text CHECK (password_change IN ('default', 'expired'));

-- Verification codes for a password reset by phone are their own kind: a reset code cannot log in,
-- and each is sent only while its own switch is on (CHNGPASSVERIF3, MOBILEVERCODELOGIN3).
ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_purpose_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_purpose_check CHECK (purpose IN ('login', 'register', 'reset'));

