import type { Lang, LearningCourse, MyLearningAnswer } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { type CardRow, courseCard } from "./cards.js";
import { CERTIFICATE_COLUMNS, type CertificateRow, certificateView } from "./certificate-store.js";
import { completedLessonCount, minutesLeft, nextUnit } from "./course-counts.js";
import type { LessonRow } from "./course-rows.js";

type TitledLesson = LessonRow & { title: string | null };
type LearningRow = CardRow & { lesson_tree: TitledLesson[]; certificate: CertificateRow | null };

/**
 * One course of the learner's: its card (the counts every screen shows, course-counts.ts), what is left of it,
 * where to go on, and its certificate.
 */
function learningCourse(row: LearningRow, lang: Lang, campusUrl: string): LearningCourse {
  const state = row.progress?.lessons ?? {};
  const next = nextUnit(row.lesson_tree, state);
  return {
    course: courseCard(row, lang),
    completedLessonsCount: completedLessonCount(row.lesson_tree, state),
    minutesLeft: minutesLeft(row.lesson_tree, state),
    nextLesson: next
      ? {
          lessonId: next.lesson.id,
          sublessonId: next.sub?.id ?? null,
          title: next.sub?.title ?? next.lesson.title ?? "",
        }
      : null,
    finishedAt: row.progress?.finished_at ? new Date(row.progress.finished_at).toISOString() : null,
    certificate: row.certificate ? certificateView(row.certificate, campusUrl) : null,
  };
}

/**
 * The learner's joined courses, open to them as home's are (the course and its program at their rank, the course
 * in their language), in one statement: each with its lesson tree (titles in the learner's language), progress
 * and certificate. Sorted into in progress, ready for the ending (every lesson completed, the ending pending) and
 * completed, as their cards' status and `lessonsDone` say.
 */
export async function myLearningOf(
  db: Queryable,
  user: SessionUser,
  lang: Lang,
  campusUrl: string,
): Promise<MyLearningAnswer> {
  const rows = await db.query<LearningRow>(
    `select c.*, to_jsonb(g) as progress,
       coalesce((select json_agg(json_build_object('id', l.id, 'course_id', l.course_id, 'parent_id', l.parent_id,
         'position', l.position, 'kind', l.kind, 'duration_minutes', l.duration_minutes, 'answer_key', l.answer_key,
         'title', l.i18n -> $3::text ->> 'title') order by l.position) from lessons l where l.course_id = c.id),
         '[]'::json) as lesson_tree,
       (select to_jsonb(x) from (select ${CERTIFICATE_COLUMNS} from certificates
          where user_id = g.user_id and course_id = g.course_id) x) as certificate
     from progress g join courses c on c.id = g.course_id join programs p on p.id = c.program_id
     where g.user_id = $1 and c.required_rank <= $2 and p.required_rank <= $2 and c.i18n -> $3::text is not null
     order by g.updated_at desc, c.id`,
    [user.id, user.rankStage, lang],
  );
  const courses = rows.map((row) => learningCourse(row, lang, campusUrl));
  const completed = courses
    .filter((c) => c.course.status === "completed")
    .sort((a, b) => (b.finishedAt ?? "").localeCompare(a.finishedAt ?? ""));
  const open = courses.filter((c) => c.course.status !== "completed");
  return {
    inProgress: open.filter((c) => !c.course.lessonsDone),
    readyForEnding: open.filter((c) => c.course.lessonsDone),
    completed,
  };
}
