import { COMPLETION_SHOWN_DAYS, type CompletedCourse, type Lang } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { type CertificateRow, certificateView } from "./certificate-store.js";

interface CompletionRow {
  course_id: string;
  i18n: Record<string, { title: string }>;
  finished_at: Date | string;
  certificate: (CertificateRow & { issued_on: string }) | null;
}

/**
 * The course the learner completed last, if that was within COMPLETION_SHOWN_DAYS, with its certificate: home
 * congratulates on it and offers the certificate again. A course since closed to the learner's rank is left out.
 */
export async function recentCompletion(
  db: Queryable,
  user: SessionUser,
  lang: Lang,
  campusUrl: string,
): Promise<CompletedCourse | null> {
  const [row] = await db.query<CompletionRow>(
    `select g.course_id, c.i18n, g.finished_at,
       (select to_jsonb(x) from (
          select id, user_id, course_id, holder_name, course_title, lang, issued_on::text as issued_on, issuer, status,
            revoked_reason, revoked_at, program_title, duration_minutes
          from certificates where user_id = g.user_id and course_id = g.course_id) x) as certificate
     from progress g join courses c on c.id = g.course_id
     where g.user_id = $1 and g.finished_at > now() - make_interval(days => $2) and c.required_rank <= $3
     order by g.finished_at desc limit 1`,
    [user.id, COMPLETION_SHOWN_DAYS, user.rankStage],
  );
  if (!row) return null;
  return {
    courseId: row.course_id,
    // The title in the learner's language, else the one the certificate was issued in.
    courseTitle: row.i18n[lang]?.title ?? row.certificate?.course_title ?? Object.values(row.i18n)[0]?.title ?? "",
    finishedAt: new Date(row.finished_at).toISOString(),
    certificate: row.certificate ? certificateView(row.certificate, campusUrl) : null,
  };
}
