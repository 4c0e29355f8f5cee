-- The operator's own message for the region/IP block page (issue 23); null: the site's own text.
-- Kept only while the region block is on.
ALTER TABLE sandbox_status ADD COLUMN region_message text;
