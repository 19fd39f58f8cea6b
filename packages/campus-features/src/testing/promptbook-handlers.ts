import type { PromptbookItem } from "@campus/contract";
import { answer, answerFound } from "./handlers";

/** The id in a Promptbook call's path: `/api/course/promptbook/{id}` or `…/{id}/restore`. */
const promptIdOf = (request: Request) => {
  const parts = new URL(request.url).pathname.split("/");
  const id = parts.at(-1) === "restore" ? parts.at(-2) : parts.at(-1);
  return decodeURIComponent(id ?? "");
};

/**
 * A Promptbook a story can change: the list, delete and its undo answer over one set of prompts, which a
 * story's `beforeEach` resets with `reset()`, so each visit (and each theme) starts from the same prompts.
 */
export function promptbookStore(initial: PromptbookItem[]) {
  let items = [...initial];
  let deleted = new Map<string, PromptbookItem>();
  return {
    handlers: [
      answer("promptbook", () => ({ items })),
      answerFound("deletePromptbookItem", (request) => {
        const item = items.find((i) => i._id === promptIdOf(request)) ?? deleted.get(promptIdOf(request));
        if (!item) return null;
        items = items.filter((i) => i._id !== item._id);
        deleted.set(item._id, item);
        return { success: true, item };
      }),
      answerFound("restorePromptbookItem", (request) => {
        const item = deleted.get(promptIdOf(request)) ?? items.find((i) => i._id === promptIdOf(request));
        if (!item) return null;
        deleted.delete(item._id);
        items = [...items.filter((i) => i._id !== item._id), item].sort((a, b) =>
          b.createdAt.localeCompare(a.createdAt),
        );
        return { success: true, item };
      }),
    ],
    reset() {
      items = [...initial];
      deleted = new Map();
    },
  };
}
