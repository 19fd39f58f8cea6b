import { calls, type Lang, type LessonContent, type Question } from "@campus/contract";
import { zipSync } from "fflate";
import { type App, def, type Services } from "../app.js";
import type { Queryable } from "../db/db.js";
import { conflict, HttpError, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { hmac, newId } from "../security.js";
import { courseCards, TOOL_SELECT, type ToolRow, toolCard } from "../services/cards.js";
import { certificatePng } from "../services/certificate.js";
import { savePosition } from "../services/position.js";
import {
  courseById,
  type LessonRow,
  lessonsOf,
  markActivity,
  ownProgress,
  type ProgressRow,
  progressOf,
  progressView,
  saveProgress,
  unitsInOrder,
} from "../services/progress.js";
import { reviewCourse, reviewOf } from "../services/review.js";
import type { SessionUser } from "../sessions.js";

const slideUrl = (n: number) => `/api/media/slide-${(n % 3) + 1}.png`;

function questionsOf(unit: LessonRow, lang: Lang): Question[] {
  return (pick<{ questions?: Question[] }>(unit.i18n, lang).questions ?? []).map((q) => ({
    _id: q._id,
    question: q.question,
    type: q.type,
    answers: q.answers.map((a) => ({ id: a.id, label: a.label })),
  }));
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function courseRoutes(app: App, { db, config }: Services) {
  /** The lesson (or sub-lesson) a body points at, checked against the progress's course. */
  async function unitFor(
    tx: Queryable,
    progress: ProgressRow,
    lessonId: string,
    sublessonId: string | null | undefined,
  ) {
    const lessons = await lessonsOf(tx, progress.course_id);
    const lesson = lessons.find((l) => l.id === lessonId && l.parent_id === null);
    if (!lesson) throw notFound("Lesson");
    const sub = sublessonId ? lessons.find((l) => l.id === sublessonId && l.parent_id === lessonId) : null;
    if (sublessonId && !sub) throw notFound("Sub-lesson");
    return { lessons, lesson, unit: sub ?? lesson, sub: sub ?? null };
  }

  async function joined(user: SessionUser, courseId: string) {
    const [row] = await db.query<ProgressRow>(
      `insert into progress (id, user_id, course_id) values ($1, $2, $3)
       on conflict (user_id, course_id) do update set updated_at = now() returning *`,
      [newId(), user.id, courseId],
    );
    return row as ProgressRow;
  }

  app.route({
    ...def(calls.course),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const text = pick<{ title: string; description: string }>(course.i18n, request.lang);
      const lessons = await lessonsOf(db, course.id);
      const [program] = await db.query<{ i18n: Record<string, { title: string }> }>(
        "select i18n from programs where id = $1",
        [course.program_id],
      );
      const progress = await progressOf(db, request.user.id, course.id);
      const [card] = await courseCards(db, request.user.id, [course], request.lang);
      const type = request.query.type ?? "all";
      const tools = request.user.accessTools
        ? await db.query<ToolRow>(
            `select ${TOOL_SELECT} from tools t
             where ($3 = 'all' or ($3 = 'favorites' and exists (select 1 from tool_favorites f where f.tool_id = t.id and f.user_id = $1)) or t.licence_type = $3)
             order by md5(t.id || $2) limit 3`,
            [request.user.id, course.id, type],
          )
        : [];
      const top = lessons.filter((l) => l.parent_id === null);
      return {
        data: {
          course: {
            ...(card as NonNullable<typeof card>),
            title: text.title,
            description: text.description,
            programTitle: program?.i18n[request.lang]?.title ?? "",
            lessons: top.map((l) => ({
              _id: l.id,
              title: pick<{ title: string }>(l.i18n, request.lang).title,
              kind: l.kind,
              durationMinutes: l.duration_minutes,
              sublessons: lessons
                .filter((s) => s.parent_id === l.id)
                .map((s) => ({
                  _id: s.id,
                  title: pick<{ title: string }>(s.i18n, request.lang).title,
                  kind: s.kind,
                  durationMinutes: s.duration_minutes,
                })),
            })),
          },
          progress: progress ? progressView(progress, lessons) : null,
          recommendedTools: tools.map((t) => toolCard(t, request.lang)),
          review: await reviewOf(db, request.user.id, course.id),
        },
      };
    },
  });

  app.route({
    ...def(calls.joinCourse),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const lessons = await lessonsOf(db, course.id);
      const row = await joined(request.user, course.id);
      if (!row.current_lesson_id) {
        const first = unitsInOrder(lessons)[0];
        row.current_lesson_id = first?.lesson.id ?? null;
        row.current_sublesson_id = first?.sub?.id ?? null;
        await saveProgress(db, row);
      }
      await markActivity(db, request.user.id, "continued_course");
      return { data: { progress: progressView(row, lessons) } };
    },
  });

  app.route({
    ...def(calls.savePosition),
    handler: async (request) => ({
      position: await savePosition(db, request.user, request.params.id, request.body),
    }),
  });

  app.route({
    ...def(calls.reviewCourse),
    handler: async (request) => ({
      review: await reviewCourse(db, request.user, request.params.id, request.body),
    }),
  });

  app.route({
    ...def(calls.lesson),
    handler: async (request) => {
      const [lesson] = await db.query<LessonRow>("select * from lessons where id = $1 and parent_id is null", [
        request.params.lessonId,
      ]);
      if (!lesson) throw notFound("Lesson");
      await courseById(db, lesson.course_id, request.user);
      const lessons = await lessonsOf(db, lesson.course_id);
      const sublessonId = request.query.sublessonId;
      const unit = sublessonId ? lessons.find((l) => l.id === sublessonId && l.parent_id === lesson.id) : lesson;
      if (!unit) throw notFound("Sub-lesson");
      const text = pick<{ title: string; text?: string; slides?: string[] }>(unit.i18n, request.lang);
      const resources = await db.query<{ id: string; name: string; mime_type: string; size: number }>(
        "select id, name, mime_type, length(content)::int as size from resources where lesson_id = $1 and (lang is null or lang = $2) order by name",
        [unit.id, request.lang],
      );
      const questions = unit.kind === "quiz" || unit.kind === "internal-test" ? questionsOf(unit, request.lang) : [];
      const content: LessonContent = {
        _id: unit.id,
        courseId: lesson.course_id,
        lessonId: lesson.id,
        sublessonId: unit === lesson ? null : unit.id,
        title: text.title,
        kind: unit.kind,
        durationMinutes: unit.duration_minutes,
        text: text.text ?? null,
        video:
          unit.kind === "video"
            ? {
                poster: "/api/media/poster.jpg",
                variants: [
                  { quality: "360p", url: "/api/media/lesson-360.mp4", mimeType: "video/mp4", width: 320, height: 180 },
                  { quality: "180p", url: "/api/media/lesson-180.mp4", mimeType: "video/mp4", width: 192, height: 108 },
                ],
                captions: [
                  { lang: "pl", label: "Polski", url: "/api/media/lesson-pl.vtt" },
                  { lang: "en", label: "English", url: "/api/media/lesson-en.vtt" },
                ],
              }
            : null,
        presentation:
          unit.kind === "presentation"
            ? { slides: (text.slides ?? []).map((alt, i) => ({ url: slideUrl(i), alt })) }
            : null,
        quiz: unit.kind === "quiz" ? { questions } : null,
        internalTest: unit.kind === "internal-test" ? { questions } : null,
        resources: resources.map((r) => ({ _id: r.id, name: r.name, mimeType: r.mime_type, size: r.size })),
        sublessons:
          unit === lesson
            ? lessons
                .filter((s) => s.parent_id === lesson.id)
                .map((s) => ({
                  _id: s.id,
                  title: pick<{ title: string }>(s.i18n, request.lang).title,
                  kind: s.kind,
                  durationMinutes: s.duration_minutes,
                }))
            : [],
      };
      return { content };
    },
  });

  app.route({
    ...def(calls.updateProgress),
    handler: async (request) =>
      // One transaction per change, the progress row locked, so concurrent answers never overwrite each other.
      db.transaction(async (tx) => {
        const progress = await ownProgress(tx, request.user.id, request.body.progressId);
        const { lessons, lesson, unit } = await unitFor(tx, progress, request.body.lessonId, request.body.sublessonId);
        const state = progress.lessons[unit.id] ?? {};
        if (unit.kind === "internal-test" && !Object.keys(unit.answer_key).every((q) => state.test?.[q])) {
          throw conflict("Finish the internal test before completing this lesson.");
        }
        progress.lessons[unit.id] = { ...state, completed: true };
        const subs = lessons.filter((l) => l.parent_id === lesson.id);
        if (subs.length > 0 && subs.every((s) => progress.lessons[s.id]?.completed)) {
          progress.lessons[lesson.id] = { ...progress.lessons[lesson.id], completed: true };
        }
        const units = unitsInOrder(lessons);
        const index = units.findIndex((u) => (u.sub ?? u.lesson).id === unit.id);
        const next =
          units.slice(index + 1).find((u) => !progress.lessons[(u.sub ?? u.lesson).id]?.completed) ?? units[index + 1];
        if (next) {
          progress.current_lesson_id = next.lesson.id;
          progress.current_sublesson_id = next.sub?.id ?? null;
        }
        await saveProgress(tx, progress);
        await markActivity(tx, request.user.id, "continued_course");
        return { data: { progress: progressView(progress, lessons) } };
      }),
  });

  app.route({
    ...def(calls.updateQuizProgress),
    handler: async (request) =>
      // One transaction per change, the progress row locked, so concurrent answers never overwrite each other.
      db.transaction(async (tx) => {
        const body = request.body.data;
        const progress = await ownProgress(tx, request.user.id, body.progressId);
        const { lessons, unit } = await unitFor(tx, progress, body.lessonId, body.sublessonId);
        if (unit.kind !== "quiz") throw new HttpError(400, "This lesson is not a quiz.");
        const correct = unit.answer_key[body.questionId];
        if (!correct) throw notFound("Question");
        const isCorrect = sameSet([...new Set(body.answers)], correct);
        const state = progress.lessons[unit.id] ?? {};
        progress.lessons[unit.id] = { ...state, quiz: { ...state.quiz, [body.questionId]: isCorrect } };
        await saveProgress(tx, progress);
        return { isCorrect, correctAnswers: correct, progress: progressView(progress, lessons) };
      }),
  });

  app.route({
    ...def(calls.updateInternalTestProgress),
    handler: async (request) =>
      // One transaction per change, the progress row locked, so concurrent answers never overwrite each other.
      db.transaction(async (tx) => {
        const body = request.body.data;
        const progress = await ownProgress(tx, request.user.id, body.progressId);
        const { lessons, unit } = await unitFor(tx, progress, body.lessonId, body.sublessonId);
        if (unit.kind !== "internal-test") throw new HttpError(400, "This lesson is not an internal test.");
        const correct = unit.answer_key[body.questionId];
        const question = questionsOf(unit, request.lang).find((q) => q._id === body.questionId);
        if (!correct || !question) throw notFound("Question");
        const chosen = [...new Set(body.answer)];
        const isQuestionPassed = sameSet(chosen, correct);
        const state = progress.lessons[unit.id] ?? {};
        progress.lessons[unit.id] = {
          ...state,
          test: { ...state.test, [body.questionId]: state.test?.[body.questionId] === true || isQuestionPassed },
        };
        await saveProgress(tx, progress);
        return {
          answersFeedback: question.answers.map((a) => ({
            id: a.id,
            isSelected: chosen.includes(a.id),
            isCorrect: correct.includes(a.id),
          })),
          isQuestionPassed,
          progress: progressView(progress, lessons),
        };
      }),
  });

  async function resourcesOf(user: SessionUser, lessonId: string, sublessonId: string | undefined, lang: Lang) {
    const [lesson] = await db.query<LessonRow>("select * from lessons where id = $1 and parent_id is null", [lessonId]);
    if (!lesson) throw notFound("Lesson");
    await courseById(db, lesson.course_id, user);
    let unitId = lesson.id;
    if (sublessonId) {
      const [sub] = await db.query<{ id: string }>("select id from lessons where id = $1 and parent_id = $2", [
        sublessonId,
        lesson.id,
      ]);
      if (!sub) throw notFound("Sub-lesson");
      unitId = sub.id;
    }
    return db.query<{ name: string; content: Uint8Array }>(
      "select name, content from resources where lesson_id = $1 and (lang is null or lang = $2) order by name",
      [unitId, lang],
    );
  }

  app.route({
    ...def(calls.downloadResource),
    handler: async (request, reply) => {
      const [resource] = await db.query<{
        lesson_id: string;
        name: string;
        mime_type: string;
        content: Uint8Array;
        lang: string | null;
      }>("select r.lesson_id, r.name, r.mime_type, r.content, r.lang from resources r where r.id = $1", [
        request.params.id,
      ]);
      if (!resource) throw notFound("Resource");
      const [lesson] = await db.query<{ course_id: string }>("select course_id from lessons where id = $1", [
        resource.lesson_id,
      ]);
      await courseById(db, lesson?.course_id ?? "", request.user);
      if (resource.lang && resource.lang !== request.lang)
        throw new HttpError(406, "The selected resource is not available in the selected language.");
      reply.header("content-type", resource.mime_type);
      reply.header("content-disposition", attachment(resource.name));
      return reply.send(Buffer.from(resource.content));
    },
  });

  app.route({
    ...def(calls.downloadResources),
    handler: async (request, reply) => {
      const files = await resourcesOf(request.user, request.params.lessonId, request.query.sublessonId, request.lang);
      if (files.length === 0) throw notFound("Resources of this lesson");
      const zip = zipSync(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.content)])), { level: 6 });
      reply.header("content-type", "application/zip");
      reply.header("content-disposition", attachment(`${request.params.lessonId}.zip`));
      return reply.send(Buffer.from(zip));
    },
  });

  app.route({
    ...def(calls.addPromptbookItem),
    handler: async (request) => {
      const id = newId();
      const [row] = await db.query<{ created_at: Date }>(
        "insert into promptbook_items (id, user_id, lesson_id, prompt) values ($1, $2, $3, $4) returning created_at",
        [id, request.user.id, request.body.lessonId ?? null, request.body.prompt],
      );
      return {
        success: true,
        item: {
          _id: id,
          prompt: request.body.prompt,
          lessonId: request.body.lessonId ?? null,
          createdAt: new Date(row?.created_at ?? Date.now()).toISOString(),
        },
      };
    },
  });

  app.route({
    ...def(calls.promptbook),
    handler: async (request) => {
      const rows = await db.query<{ id: string; prompt: string; lesson_id: string | null; created_at: Date }>(
        "select id, prompt, lesson_id, created_at from promptbook_items where user_id = $1 order by created_at desc, id",
        [request.user.id],
      );
      return {
        items: rows.map((r) => ({
          _id: r.id,
          prompt: r.prompt,
          lessonId: r.lesson_id,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  });

  async function passedProgress(user: SessionUser, courseId: string) {
    const course = await courseById(db, courseId, user);
    const progress = await progressOf(db, user.id, course.id);
    if (!progress?.closed_test_passed) throw conflict("Pass the course's closed test first.");
    return { course, progress };
  }

  app.route({
    ...def(calls.generateCertificate),
    handler: async (request, reply) => {
      const { course, progress } = await passedProgress(request.user, request.params.courseId);
      if (!course.has_certificate) throw conflict("This course has no certificate: finish it without one.");
      const title = pick<{ title: string }>(course.i18n, request.lang).title;
      progress.certificate_id ??= `CAMPUS-${hmac(config.certificateSecret, progress.id)
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 10)
        .toUpperCase()}`;
      progress.finished_at ??= new Date();
      await saveProgress(db, progress);
      const date = new Date(progress.finished_at).toISOString().slice(0, 10);
      const png = certificatePng({
        heading: request.lang === "pl" ? "Certyfikat ukończenia" : "Certificate of completion",
        learner: `${request.user.firstName} ${request.user.lastName}`,
        course: title,
        date,
        id: progress.certificate_id,
      });
      reply.header("content-type", "image/png");
      reply.header("content-disposition", attachment(`certificate-${course.id}.png`));
      return reply.send(png);
    },
  });

  app.route({
    ...def(calls.finishWithoutCertificate),
    handler: async (request) => {
      const { course, progress } = await passedProgress(request.user, request.params.courseId);
      progress.finished_at ??= new Date();
      await saveProgress(db, progress);
      return { data: { progress: progressView(progress, await lessonsOf(db, course.id)) } };
    },
  });

  app.route({
    ...def(calls.closedTest),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const [test] = await db.query<{ percentage_to_pass: number; i18n: Record<string, { questions: Question[] }> }>(
        "select percentage_to_pass, i18n from closed_tests where course_id = $1",
        [course.id],
      );
      if (!test) throw notFound("Closed test");
      const questions = pick<{ questions: Question[] }>(test.i18n, request.lang).questions;
      return {
        _id: course.id,
        courseTitle: pick<{ title: string }>(course.i18n, request.lang).title,
        course: { _id: course.id },
        percentageToPass: test.percentage_to_pass,
        timeLimitMinutes: 20,
        hasCertificate: course.has_certificate,
        questions: questions.map((q) => ({ _id: q._id, question: q.question, type: q.type, answers: q.answers })),
      };
    },
  });

  app.route({
    ...def(calls.checkClosedTest),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const [test] = await db.query<{
        percentage_to_pass: number;
        i18n: Record<string, { questions: Question[] }>;
        answer_key: Record<string, string[]>;
      }>("select percentage_to_pass, i18n, answer_key from closed_tests where course_id = $1", [course.id]);
      if (!test) throw notFound("Closed test");
      const questions = pick<{ questions: Question[] }>(test.i18n, request.lang).questions;
      const given = new Map(request.body.answers.map((a) => [a.q, [...new Set(a.a)]]));
      const checked = questions.map((q) => {
        const userAnswer = given.get(q._id) ?? [];
        const correctAnswers = test.answer_key[q._id] ?? [];
        return { ...q, userAnswer, isCorrect: sameSet(userAnswer, correctAnswers), correctAnswers };
      });
      const correctCount = checked.filter((q) => q.isCorrect).length;
      const percentage = questions.length === 0 ? 0 : Math.round((correctCount / questions.length) * 100);
      const passed = percentage >= test.percentage_to_pass;
      await db.query(
        "insert into closed_test_attempts (id, user_id, course_id, percentage, passed) values ($1, $2, $3, $4, $5)",
        [newId(), request.user.id, course.id, percentage, passed],
      );
      if (passed) {
        const progress = await joined(request.user, course.id);
        progress.closed_test_passed = true;
        await saveProgress(db, progress);
      }
      const result = {
        correctCount,
        totalQuestions: questions.length,
        percentage,
        passed,
        hasCertificate: course.has_certificate,
      };
      return { result, questions: checked, hasCertificate: course.has_certificate };
    },
  });
}

function attachment(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
