import { calls, type Lang, STREAK_STUDY_MINUTES } from "@campus/contract";
import { type App, def, type Services } from "../app.js";
import { notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { markActivity } from "../services/progress.js";

const TASK_TITLES = {
  pl: {
    "continue-course": "Kontynuuj kurs",
    "use-tool": "Użyj narzędzia",
    "study-time": `Ucz się co najmniej ${STREAK_STUDY_MINUTES} minut`,
  },
  en: {
    "continue-course": "Continue a course",
    "use-tool": "Use a tool",
    "study-time": `Study at least ${STREAK_STUDY_MINUTES} minutes`,
  },
} as const;

export function drawerRoutes(app: App, { db }: Services) {
  async function notifications(userId: string, lang: Lang) {
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
  app.route({ ...def(calls.notifications), handler: async (request) => notifications(request.user.id, request.lang) });
  app.route({
    ...def(calls.readNotifications),
    handler: async (request) => {
      await db.query("update notifications set read_at = now() where user_id = $1 and read_at is null", [
        request.user.id,
      ]);
      return notifications(request.user.id, request.lang);
    },
  });

  app.route({
    ...def(calls.rankStages),
    handler: async (request) => {
      const [row] = await db.query<{ i18n: Record<string, unknown> }>(
        "select i18n from pages where key = 'rank-stages'",
      );
      if (!row) throw notFound("Rank stages");
      const text = pick<{ note: string; stages: { stage: number; title: string; description: string }[] }>(
        row.i18n,
        request.lang,
      );
      return {
        currentStage: request.user.rankStage,
        note: text.note,
        stages: text.stages.map((s) => ({ ...s, reached: s.stage <= request.user.rankStage })),
      };
    },
  });

  async function streak(userId: string, lang: Lang) {
    const days = await db.query<{
      day: string;
      continued_course: boolean;
      used_tool: boolean;
      study_seconds: number;
      today: boolean;
    }>(
      `select to_char(day, 'YYYY-MM-DD') as day, continued_course, used_tool, study_seconds, day = current_date as today
       from activity_days where user_id = $1 and day > current_date - 400 order by day desc`,
      [userId],
    );
    const today = days.find((d) => d.today);
    const active = (d: (typeof days)[number]) =>
      d.continued_course || d.used_tool || d.study_seconds >= STREAK_STUDY_MINUTES * 60;
    // Consecutive active days up to today (or yesterday, while today is still open).
    let streakDays = 0;
    let expected = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    if (!today || !active(today)) expected = new Date(expected.getTime() - 86_400_000);
    for (const d of days) {
      const day = new Date(`${d.day}T00:00:00Z`);
      if (day.getTime() > expected.getTime()) continue;
      if (day.getTime() !== expected.getTime() || !active(d)) break;
      streakDays += 1;
      expected = new Date(expected.getTime() - 86_400_000);
    }
    const titles = TASK_TITLES[lang];
    return {
      streakDays,
      studiedMinutesToday: Math.floor((today?.study_seconds ?? 0) / 60),
      requiredMinutes: STREAK_STUDY_MINUTES,
      tasks: [
        { key: "continue-course" as const, title: titles["continue-course"], done: today?.continued_course ?? false },
        { key: "use-tool" as const, title: titles["use-tool"], done: today?.used_tool ?? false },
        {
          key: "study-time" as const,
          title: titles["study-time"],
          done: (today?.study_seconds ?? 0) >= STREAK_STUDY_MINUTES * 60,
        },
      ],
    };
  }
  app.route({ ...def(calls.sessionStreak), handler: async (request) => streak(request.user.id, request.lang) });
  app.route({
    ...def(calls.studyTime),
    handler: async (request) => {
      await markActivity(db, request.user.id, { seconds: request.body.seconds });
      return streak(request.user.id, request.lang);
    },
  });
}
