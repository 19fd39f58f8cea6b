import { calls, EXAM_LIMITS, type ExamSubmit, type StaffSubmission } from "@campus/contract";
import { type App, def, type Services } from "../app.js";
import type { Queryable } from "../db/db.js";
import { conflict, HttpError, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { newId } from "../security.js";
import { linkError } from "../services/links.js";
import { courseById } from "../services/progress.js";

interface SubmitRow {
  id: string;
  user_id: string;
  course_id: string;
  exam_task_id: string;
  status: "pending" | "approved" | "rejected";
  text: string | null;
  links: string[];
  feedback: string | null;
  created_at: Date;
  updated_at: Date;
}
interface Upload {
  name: string;
  mimeType: string;
  data: string;
}
interface SubmitContent {
  text?: string;
  links?: string[];
  files?: Upload[];
}

const MIME: Record<string, string[]> = {
  pdf: ["application/pdf"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  txt: ["text/plain"],
};

/** Checks an answer against the limits; problems keyed by link, `text` or `files`. */
export function validateSubmit(
  content: SubmitContent,
  answerTypes: readonly string[] = ["text", "links", "files"],
): {
  errors: Record<string, string>;
  files: { name: string; mimeType: string; bytes: Buffer }[];
} {
  const errors: Record<string, string> = {};
  const text = content.text?.trim() ?? "";
  const links = (content.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
  const given = { text: text.length > 0, links: links.length > 0, files: (content.files ?? []).length > 0 };
  for (const [type, present] of Object.entries(given)) {
    if (present && !answerTypes.includes(type)) errors[type] = `This task takes only: ${answerTypes.join(", ")}.`;
  }
  if (text.length > EXAM_LIMITS.maxTextLength)
    errors.text = `The answer is too long: at most ${EXAM_LIMITS.maxTextLength} characters.`;
  if (links.length > EXAM_LIMITS.maxLinks) errors.links = `At most ${EXAM_LIMITS.maxLinks} links.`;
  for (const link of links) {
    const problem = linkError(link);
    if (problem) errors[link] = problem;
  }
  const files: { name: string; mimeType: string; bytes: Buffer }[] = [];
  const uploads = content.files ?? [];
  if (uploads.length > EXAM_LIMITS.maxFiles) errors.files = `At most ${EXAM_LIMITS.maxFiles} files.`;
  for (const file of uploads) {
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    const mime = file.mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!MIME[extension]?.includes(mime)) {
      errors.files = `Invalid file format: ${file.name}. Allowed: ${EXAM_LIMITS.fileFormats.join(", ")}.`;
      continue;
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.data)) {
      errors.files = `File ${file.name} is not base64 encoded.`;
      continue;
    }
    const bytes = Buffer.from(file.data, "base64");
    if (bytes.length > EXAM_LIMITS.maxFileSizeMB * 1024 * 1024) {
      errors.files = `File ${file.name} is too large. Maximum size is ${EXAM_LIMITS.maxFileSizeMB}MB`;
      continue;
    }
    files.push({ name: file.name, mimeType: mime, bytes });
  }
  if (text.length === 0 && links.length === 0 && uploads.length === 0)
    errors.text = "The answer is empty: write a text, add a link or a file.";
  return { errors, files };
}

export async function submitView(db: Queryable, rows: SubmitRow[]): Promise<ExamSubmit[]> {
  if (rows.length === 0) return [];
  const files = await db.query<{ id: string; submit_id: string; name: string; mime_type: string; size: number }>(
    "select id, submit_id, name, mime_type, size from exam_submit_files where submit_id = any($1) order by name",
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    _id: r.id,
    examTaskId: r.exam_task_id,
    status: r.status,
    text: r.text,
    links: r.links,
    files: files
      .filter((f) => f.submit_id === r.id)
      .map((f) => ({ _id: f.id, name: f.name, mimeType: f.mime_type, size: f.size })),
    feedback: r.feedback,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

const BODY_LIMIT = 24 * 1024 * 1024;

export function examRoutes(app: App, { db }: Services) {
  async function store(
    submitId: string,
    content: SubmitContent,
    files: { name: string; mimeType: string; bytes: Buffer }[],
  ) {
    await db.query("delete from exam_submit_files where submit_id = $1", [submitId]);
    for (const file of files) {
      await db.query(
        "insert into exam_submit_files (id, submit_id, name, mime_type, size, content) values ($1, $2, $3, $4, $5, $6)",
        [newId(), submitId, file.name, file.mimeType, file.bytes.length, file.bytes],
      );
    }
    void content;
  }
  const refused = (errors: Record<string, string>) => ({
    success: false,
    message: "Error sending answer",
    submit: null,
    errors,
  });

  app.route({
    ...def(calls.exam),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const [exam] = await db.query<{ i18n: Record<string, { title: string; description: string }> }>(
        "select i18n from exams where course_id = $1",
        [course.id],
      );
      if (!exam) throw notFound("Final work");
      const text = pick<{ title: string; description: string }>(exam.i18n, request.lang);
      const tasks = await db.query<{
        id: string;
        answer_types: ("text" | "links" | "files")[];
        i18n: Record<string, { title: string; description: string }>;
      }>("select id, answer_types, i18n from exam_tasks where course_id = $1 order by position", [course.id]);
      const submits = await db.query<SubmitRow>(
        "select * from exam_submits where user_id = $1 and course_id = $2 order by created_at",
        [request.user.id, course.id],
      );
      return {
        _id: course.id,
        courseId: course.id,
        courseTitle: pick<{ title: string }>(course.i18n, request.lang).title,
        title: text.title,
        description: text.description,
        reviewBusinessDays: 3,
        isSingleTask: tasks.length === 1,
        limits: { ...EXAM_LIMITS, fileFormats: [...EXAM_LIMITS.fileFormats] },
        tasks: tasks.map((t) => ({
          _id: t.id,
          answerTypes: t.answer_types,
          ...pick<{ title: string; description: string }>(t.i18n, request.lang),
        })),
        submitData: await submitView(db, submits),
        isSubmittedByUser: submits.length > 0,
      };
    },
  });

  app.route({
    ...def(calls.createExamSubmit),
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply) => {
      const course = await courseById(db, request.body.examId, request.user);
      const [task] = await db.query<{ id: string; answer_types: string[] }>(
        "select id, answer_types from exam_tasks where id = $1 and course_id = $2",
        [request.body.examTaskId, course.id],
      );
      if (!task) throw notFound("Final-work task");
      const { errors, files } = validateSubmit(request.body, task.answer_types);
      if (Object.keys(errors).length > 0) return reply.code(422).send(refused(errors));
      const id = newId();
      const links = (request.body.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
      const inserted = await db.query<SubmitRow>(
        `insert into exam_submits (id, user_id, course_id, exam_task_id, status, text, links) values ($1, $2, $3, $4, 'pending', $5, $6)
         on conflict (user_id, exam_task_id) do nothing returning *`,
        [id, request.user.id, course.id, task.id, request.body.text?.trim() || null, JSON.stringify(links)],
      );
      if (inserted.length === 0)
        throw conflict("This task already has your answer: a rejected one is updated with PUT update-exam-submit.");
      await store(id, request.body, files);
      const [submit] = await submitView(db, inserted);
      return { success: true, message: "Answer sent", submit: submit ?? null, errors: {} };
    },
  });

  app.route({
    ...def(calls.updateExamSubmit),
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply) => {
      const [existing] = await db.query<SubmitRow>("select * from exam_submits where id = $1 and user_id = $2", [
        request.params.submitId,
        request.user.id,
      ]);
      if (!existing) throw notFound("Submission");
      if (existing.status !== "rejected")
        throw conflict(`Only a rejected submission can be updated; this one is ${existing.status}.`);
      const [task] = await db.query<{ answer_types: string[] }>("select answer_types from exam_tasks where id = $1", [
        existing.exam_task_id,
      ]);
      const { errors, files } = validateSubmit(request.body, task?.answer_types);
      if (Object.keys(errors).length > 0) return reply.code(422).send(refused(errors));
      const links = (request.body.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
      const updated = await db.query<SubmitRow>(
        `update exam_submits set status = 'pending', text = $3, links = $4, feedback = null, reviewed_by = null, updated_at = now()
         where id = $1 and user_id = $2 and status = 'rejected' returning *`,
        [existing.id, request.user.id, request.body.text?.trim() || null, JSON.stringify(links)],
      );
      if (updated.length === 0) throw conflict("The submission changed meanwhile: load it again.");
      await store(existing.id, request.body, files);
      const [submit] = await submitView(db, updated);
      return { success: true, message: "Answer sent", submit: submit ?? null, errors: {} };
    },
  });

  app.route({
    ...def(calls.staffSubmissions),
    handler: async (request) => ({ submissions: await staffList(db, request.query.status ?? "pending") }),
  });
  app.route({
    ...def(calls.staffApprove),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "approved", null),
    }),
  });
  app.route({
    ...def(calls.staffReject),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "rejected", request.body.feedback),
    }),
  });
}

export async function staffList(db: Queryable, status: string, id?: string): Promise<StaffSubmission[]> {
  const rows = await db.query<
    SubmitRow & { email: string; first_name: string; last_name: string; task_i18n: Record<string, { title: string }> }
  >(
    `select s.*, u.email, u.first_name, u.last_name, t.i18n as task_i18n from exam_submits s
     join users u on u.id = s.user_id join exam_tasks t on t.id = s.exam_task_id
     where ($1::text is null or s.status = $1) and ($2::text is null or s.id = $2) order by s.updated_at`,
    [id ? null : status, id ?? null],
  );
  const views = await submitView(db, rows);
  return rows.map((r, i) => ({
    ...(views[i] as ExamSubmit),
    learner: { _id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
    courseId: r.course_id,
    taskTitle: r.task_i18n.en?.title ?? r.task_i18n.pl?.title ?? "",
  }));
}

/** Approve or reject a pending submission; the learner gets a notification. Staff API and CLI share it. */
export async function review(
  db: Queryable,
  submitId: string,
  staffId: string | null,
  status: "approved" | "rejected",
  feedback: string | null,
) {
  const [row] = await db.query<SubmitRow>(
    "update exam_submits set status = $2, feedback = $3, reviewed_by = $4, updated_at = now() where id = $1 and status = 'pending' returning *",
    [submitId, status, feedback, staffId],
  );
  if (!row) {
    const [exists] = await db.query<{ status: string }>("select status from exam_submits where id = $1", [submitId]);
    if (!exists) throw notFound("Submission");
    throw new HttpError(409, `Only a pending submission can be reviewed; this one is ${exists.status}.`);
  }
  const i18n =
    status === "approved"
      ? {
          pl: { title: "Praca zaakceptowana", body: "Twoja praca końcowa została zaakceptowana." },
          en: { title: "Work approved", body: "Your final work was approved." },
        }
      : {
          pl: { title: "Praca do poprawy", body: feedback ?? "" },
          en: { title: "Work needs changes", body: feedback ?? "" },
        };
  await db.query("insert into notifications (id, user_id, i18n, link) values ($1, $2, $3, $4)", [
    newId(),
    row.user_id,
    JSON.stringify(i18n),
    `/course-final-work/${row.course_id}`,
  ]);
  if (status === "approved") {
    // Every task approved: the final-work course is finished.
    await db.query(
      `insert into progress (id, user_id, course_id, finished_at)
       select $3, $1, $2, now() where not exists (
         select 1 from exam_tasks t where t.course_id = $2 and not exists (
           select 1 from exam_submits s where s.exam_task_id = t.id and s.user_id = $1 and s.status = 'approved'))
       on conflict (user_id, course_id) do update set finished_at = coalesce(progress.finished_at, now()), updated_at = now()`,
      [row.user_id, row.course_id, newId()],
    );
  }
  const [view] = await staffList(db, status, row.id);
  return view as StaffSubmission;
}
