import type { Queryable } from '../db/db';

/**
 * The member's inbox (migration 012). Every read and change is keyed by the account as well as
 * the message id, so a member can only ever see or touch their own messages.
 */

export type MessageCategory = 'SYSTEM' | 'ACCOUNT' | 'PROMOTION';
export type InboxFilter = 'ALL' | 'UNREAD';

export interface MemberMessage {
  id: number;
  category: MessageCategory;
  title: string;
  body: string;
  sentAt: string;
  read: boolean;
}

interface MessageRow {
  message_id: number;
  category: MessageCategory;
  title: string;
  body: string;
  sent_at: Date;
  read_at: Date | null;
}

const toMessage = (row: MessageRow): MemberMessage => ({
  id: row.message_id,
  category: row.category,
  title: row.title,
  body: row.body,
  sentAt: new Date(row.sent_at).toISOString(),
  read: row.read_at !== null,
});

export async function sendMessage(
  db: Queryable,
  accountId: number,
  message: { category: MessageCategory; title: string; body: string },
  sentAt: Date,
  readAt: Date | null = null,
): Promise<number> {
  const { rows } = await db.query<{ message_id: number }>(
    `INSERT INTO member_messages (account_id, category, title, body, sent_at, read_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING message_id`,
    [accountId, message.category, message.title, message.body, sentAt, readAt],
  );
  return rows[0].message_id;
}

export async function countUnread(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM member_messages WHERE account_id = $1 AND deleted_at IS NULL AND read_at IS NULL',
    [accountId],
  );
  return rows[0].count;
}

export async function listMessages(
  db: Queryable,
  accountId: number,
  filter: InboxFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: MemberMessage[]; totalCount: number }> {
  const unreadOnly = filter === 'UNREAD';
  const { rows } = await db.query<MessageRow & { total: number }>(
    `SELECT message_id, category, title, body, sent_at, read_at, count(*) OVER ()::int AS total
       FROM member_messages
      WHERE account_id = $1 AND deleted_at IS NULL AND ($2::boolean IS FALSE OR read_at IS NULL)
      ORDER BY sent_at DESC, message_id DESC
      LIMIT $3 OFFSET $4`,
    [accountId, unreadOnly, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  let totalCount = rows[0]?.total ?? 0;
  // A page past the end has no rows to carry the total: count it on its own.
  if (rows.length === 0 && page.pageNo > 1) {
    const { rows: counted } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM member_messages WHERE account_id = $1 AND deleted_at IS NULL AND ($2::boolean IS FALSE OR read_at IS NULL)`,
      [accountId, unreadOnly],
    );
    totalCount = counted[0].count;
  }
  return { list: rows.map(toMessage), totalCount };
}

/** Marks the member's message read (once: the first reading time stays); undefined when it is not theirs. */
export async function markRead(db: Queryable, accountId: number, messageId: number, now: Date): Promise<MemberMessage | undefined> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE member_messages SET read_at = coalesce(read_at, greatest($3::timestamptz, sent_at))
      WHERE message_id = $1 AND account_id = $2 AND deleted_at IS NULL
      RETURNING message_id, category, title, body, sent_at, read_at`,
    [messageId, accountId, now],
  );
  return rows[0] && toMessage(rows[0]);
}

/** Marks every unread message of the member read; answers how many changed. */
export async function markAllRead(db: Queryable, accountId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ message_id: number }>(
    `UPDATE member_messages SET read_at = greatest($2::timestamptz, sent_at)
      WHERE account_id = $1 AND deleted_at IS NULL AND read_at IS NULL RETURNING message_id`,
    [accountId, now],
  );
  return rows.length;
}

/** Deletes the member's message; false when it is not theirs (or already deleted). */
export async function deleteMessage(db: Queryable, accountId: number, messageId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ message_id: number }>(
    `UPDATE member_messages SET deleted_at = $3, read_at = coalesce(read_at, greatest($3::timestamptz, sent_at))
      WHERE message_id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING message_id`,
    [messageId, accountId, now],
  );
  return rows.length === 1;
}
