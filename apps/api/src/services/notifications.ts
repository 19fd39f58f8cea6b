import type { Lang, NotificationsAnswer } from "@campus/contract";
import type { Queryable } from "../db/db.js";

/** The learner's notifications, newest first, in their language (else English, else Polish), with the unread count. */
export async function notificationsOf(db: Queryable, userId: string, lang: Lang): Promise<NotificationsAnswer> {
  const rows = await db.query<{
    id: string;
    i18n: Record<string, { title: string; body: string }>;
    link: string | null;
    created_at: Date;
    read_at: Date | null;
  }>("select * from notifications where user_id = $1 order by created_at desc, id", [userId]);
  const list = rows.map((r) => {
    const text = r.i18n[lang] ?? r.i18n.en ?? r.i18n.pl ?? { title: "", body: "" };
    return {
      _id: r.id,
      title: text.title,
      body: text.body,
      link: r.link,
      createdAt: new Date(r.created_at).toISOString(),
      readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
    };
  });
  return { notifications: list, unreadCount: list.filter((n) => n.readAt === null).length };
}

/** Marks every notification of the learner read. */
export async function readAllNotifications(db: Queryable, userId: string) {
  await db.query("update notifications set read_at = now() where user_id = $1 and read_at is null", [userId]);
}
