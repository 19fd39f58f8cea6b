import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { courseById } from "../services/course-rows.js";
import { taskOf } from "../services/final-work.js";
import { deleteDraft, draftOf, saveDraft } from "../services/final-work-draft.js";

/**
 * A draft holds text (100,000 characters at most, several bytes each), link rows and file names; anything
 * larger is not a draft of this form and is refused with a 413 before it is read.
 */
const DRAFT_BODY_LIMIT = 512 * 1024;

/** The unsent answer to a final-work task, kept on the server so that another device finds it (issue 18). */
export function finalWorkDraftRoutes(app: App, { db }: ServerResources) {
  /** The course (with the learner's access to it) and its task, or the error that says which is missing. */
  const taskFor = async (courseId: string, taskId: string, user: Parameters<typeof courseById>[2]) => {
    const course = await courseById(db, courseId, user);
    return taskOf(db, course.id, taskId);
  };

  app.route({
    ...def(calls.examDraft),
    handler: async (request) => {
      const task = await taskFor(request.params.id, request.params.taskId, request.user);
      return { draft: await draftOf(db, request.user.id, task.id) };
    },
  });

  app.route({
    ...def(calls.saveExamDraft),
    bodyLimit: DRAFT_BODY_LIMIT,
    handler: async (request) => {
      const task = await taskFor(request.params.id, request.params.taskId, request.user);
      return { draft: await saveDraft(db, request.user.id, request.params.id, task.id, request.body) };
    },
  });

  app.route({
    ...def(calls.deleteExamDraft),
    handler: async (request) => {
      const task = await taskFor(request.params.id, request.params.taskId, request.user);
      await deleteDraft(db, request.user.id, task.id);
      return { success: true };
    },
  });
}
