/**
 * Tag `notifications`: the signed-in driver's notification centre (counter, list, mark read or
 * unread, delete).
 *
 * Ownership: the `userId` of the path must be the caller's; for another id every operation answers
 * as for a user with nothing (count 0, an empty page, 204), so it reveals nothing about that user.
 * Ids in a body that are not the caller's notifications are ignored: only rows with
 * `user_id = caller` are ever read or changed (BookCars checked neither).
 */
import type { Db } from '../db/index';
import type { RequestBody, Schemas } from '../contract';
import { notificationText } from '../notificationText';
import { caller } from '../sessions';
import type { AuthContext } from '../types';
import { toLanguage } from '../validation';
import { paginated } from './cars';
import type { Handlers } from './types';

/** The caller's id when the path names the caller, else null (someone else's notifications). */
function ownUserId(request: { auth: AuthContext | null; params: { userId: string } }): string | null {
  const { userId } = caller(request);
  return request.params.userId === userId ? userId : null;
}

/** The body of the three operations on chosen notifications (NotificationIds). */
type IdsBody = RequestBody<'markNotificationsAsRead'>;

/** Runs `statement` (an UPDATE … SET or a DELETE, without WHERE) on the caller's chosen notifications; answers how many rows it touched. */
async function changeOwn(db: Db, userId: string, body: IdsBody, statement: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `${statement} WHERE user_id = $1 AND ($2::boolean OR id = ANY($3::text[])) RETURNING id`,
    [userId, body.all === true, body.ids],
  );
  return rows.length;
}

interface NotificationRow {
  id: string;
  user_id: string;
  booking_id: string | null;
  car_id: string | null;
  type: NonNullable<Schemas['Notification']['type']>;
  params: Schemas['NotificationParams'];
  is_read: boolean;
  created_at: Date;
}

export const notificationsHandlers: Handlers = {
  async getNotificationCounter(request) {
    const userId = ownUserId(request);
    const path = request.params.userId;
    if (!userId) return { user: path, count: 0 };
    const { rows } = await request.server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return { user: userId, count: rows[0]?.n ?? 0 };
  },

  async getNotifications(request) {
    const userId = ownUserId(request);
    if (!userId) return paginated([], 0);
    const { page, size } = request.params;
    const db = request.server.deps.db;
    const [{ rows }, count] = await Promise.all([
      db.query<NotificationRow>(
        `SELECT n.id, n.user_id, n.booking_id, b.car_id, n.type, n.params, n.is_read, n.created_at
           FROM notifications n LEFT JOIN bookings b ON b.id = n.booking_id
          WHERE n.user_id = $1
          ORDER BY n.created_at DESC, n.id DESC
          LIMIT $2 OFFSET $3`,
        [userId, size, (page - 1) * size],
      ),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [userId]),
    ]);
    // The reader is the caller (ownUserId): their account's language.
    const language = toLanguage(request.auth?.language);
    return paginated(
      rows.map((row) => ({
        _id: row.id,
        user: row.user_id,
        booking: row.booking_id,
        car: row.car_id,
        type: row.type,
        params: row.params,
        message: notificationText(row, language),
        isRead: row.is_read,
        createdAt: row.created_at.toISOString(),
      })),
      count.rows[0]?.n ?? 0,
    );
  },

  async markNotificationsAsRead(request, reply) {
    const userId = ownUserId(request);
    const changed = userId
      ? await changeOwn(request.server.deps.db, userId, request.body, 'UPDATE notifications SET is_read = true')
      : 0;
    return changed > 0 ? true : reply.code(204).send();
  },

  async markNotificationsAsUnread(request, reply) {
    const userId = ownUserId(request);
    const changed = userId
      ? await changeOwn(request.server.deps.db, userId, request.body, 'UPDATE notifications SET is_read = false')
      : 0;
    return changed > 0 ? true : reply.code(204).send();
  },

  async deleteNotifications(request, reply) {
    const userId = ownUserId(request);
    const changed = userId
      ? await changeOwn(request.server.deps.db, userId, request.body, 'DELETE FROM notifications')
      : 0;
    return changed > 0 ? true : reply.code(204).send();
  },
};
