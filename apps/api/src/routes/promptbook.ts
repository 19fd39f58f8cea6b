import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { deletePrompt, promptbookOf, restorePrompt, savePrompt } from "../services/promptbook.js";
import { markTutorialSeen } from "../services/tutorial.js";

/** The learner's Promptbook (save, list, delete and undo) and the home tutorial's first showing. */
export function promptbookRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.addPromptbookItem),
    handler: async (request) => ({
      success: true,
      item: await savePrompt(db, request.user.id, request.body.prompt, request.body.lessonId ?? null, request.lang),
    }),
  });

  app.route({
    ...def(calls.promptbook),
    handler: async (request) => ({ items: await promptbookOf(db, request.user.id, request.lang) }),
  });

  app.route({
    ...def(calls.deletePromptbookItem),
    handler: async (request) => ({
      success: true,
      item: await deletePrompt(db, request.user.id, request.params.id, request.lang),
    }),
  });

  app.route({
    ...def(calls.restorePromptbookItem),
    handler: async (request) => ({
      success: true,
      item: await restorePrompt(db, request.user.id, request.params.id, request.lang),
    }),
  });

  app.route({
    ...def(calls.markTutorialSeen),
    handler: async (request) => {
      await markTutorialSeen(db, request.user.id);
      return { success: true, tutorialSeen: true };
    },
  });
}
