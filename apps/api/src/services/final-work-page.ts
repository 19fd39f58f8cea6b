import { EXAM_LIMITS, EXAM_REVIEW_BUSINESS_DAYS, type ExamAnswer, type Lang } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { pick } from "../i18n.js";
import { courseById } from "./course-rows.js";
import { finalWorkOf } from "./final-work.js";

type Text = { title: string; description: string };

/** The final work of a course open to the learner: its tasks in the learner's language and their answers so far. */
export async function finalWorkPage(
  db: Queryable,
  user: SessionUser,
  courseId: string,
  lang: Lang,
): Promise<ExamAnswer> {
  const course = await courseById(db, courseId, user);
  const { exam, tasks, programI18n, submissions } = await finalWorkOf(db, course.id, user.id);
  const text = pick<Text>(exam.i18n, lang);
  return {
    _id: course.id,
    courseId: course.id,
    courseTitle: pick<{ title: string }>(course.i18n, lang).title,
    programId: course.program_id,
    // The course's own language decides the page; a program without it shows the course alone in the trail.
    programTitle: programI18n[lang]?.title ?? "",
    title: text.title,
    description: text.description,
    reviewBusinessDays: EXAM_REVIEW_BUSINESS_DAYS,
    isSingleTask: tasks.length === 1,
    limits: { ...EXAM_LIMITS, fileFormats: [...EXAM_LIMITS.fileFormats] },
    tasks: tasks.map((t) => ({ _id: t.id, answerTypes: t.answer_types, ...pick<Text>(t.i18n, lang) })),
    submitData: submissions,
    isSubmittedByUser: submissions.length > 0,
  };
}
