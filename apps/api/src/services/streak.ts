import { type Lang, type SessionStreakAnswer, STREAK_STUDY_MINUTES } from "@campus/contract";
import type { Queryable } from "../db/db.js";

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

/** The learner's streak: consecutive active days up to today, and today's three tasks. */
export async function streakOf(db: Queryable, userId: string, lang: Lang): Promise<SessionStreakAnswer> {
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
