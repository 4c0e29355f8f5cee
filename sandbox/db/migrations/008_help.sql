-- The help centre: topics per merchant (the /help page, the footer list, the help modal) and the
-- footer's help widgets (type 'menu': a list of links). Topic content is untrusted HTML, stored
-- verbatim: the front end sanitises it, like announcements.

CREATE TABLE help_topics (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  -- The anchor of /help#{tag}.
  tag            text NOT NULL CHECK (tag ~ '^[a-z0-9-]{1,40}$'),
  title          text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary        text NOT NULL DEFAULT '' CHECK (length(summary) <= 240),
  content        text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, tag)
);
CREATE INDEX help_topics_in_order ON help_topics (merchant_code, sort_order);

CREATE TABLE help_widget_items (
  merchant_code  text NOT NULL REFERENCES merchants (merchant_code) ON DELETE CASCADE,
  widget_type    text NOT NULL CHECK (widget_type IN ('menu')),
  widget_title   text NOT NULL,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  page           text NOT NULL,
  data_path      text,
  item_type      text NOT NULL DEFAULT 'route' CHECK (item_type IN ('route', 'url')),
  sort_order     integer NOT NULL,
  PRIMARY KEY (merchant_code, widget_type, sort_order)
);
