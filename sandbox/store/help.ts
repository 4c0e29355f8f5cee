import type { Queryable } from '../db/db';

export interface HelpTopic {
  tag: string;
  title: string;
  summary: string;
  /** Untrusted HTML, answered verbatim: the front end sanitises it. */
  content: string;
  order: number;
}

export interface HelpMenuItem {
  name: string;
  page: string;
  dataPath: string | null;
  type: 'route' | 'url';
}

export interface HelpWidget {
  type: 'menu';
  title: string;
  items: HelpMenuItem[];
}

export async function readHelpTopics(db: Queryable, merchantCode: string): Promise<HelpTopic[]> {
  const { rows } = await db.query<{ tag: string; title: string; summary: string; content: string; sort_order: number }>(
    'SELECT tag, title, summary, content, sort_order FROM help_topics WHERE merchant_code = $1 ORDER BY sort_order, tag',
    [merchantCode],
  );
  return rows.map((row) => ({ tag: row.tag, title: row.title, summary: row.summary, content: row.content, order: row.sort_order }));
}

/** The merchant's help widgets, each with its items in order (one widget per type). */
export async function readHelpWidgets(db: Queryable, merchantCode: string): Promise<HelpWidget[]> {
  const { rows } = await db.query<{
    widget_type: 'menu';
    widget_title: string;
    name: string;
    page: string;
    data_path: string | null;
    item_type: 'route' | 'url';
  }>(
    `SELECT widget_type, widget_title, name, page, data_path, item_type FROM help_widget_items
      WHERE merchant_code = $1 ORDER BY widget_type, sort_order`,
    [merchantCode],
  );
  const widgets = new Map<string, HelpWidget>();
  for (const row of rows) {
    let widget = widgets.get(row.widget_type);
    if (!widget) {
      widget = { type: row.widget_type, title: row.widget_title, items: [] };
      widgets.set(row.widget_type, widget);
    }
    widget.items.push({ name: row.name, page: row.page, dataPath: row.data_path, type: row.item_type });
  }
  return [...widgets.values()];
}
