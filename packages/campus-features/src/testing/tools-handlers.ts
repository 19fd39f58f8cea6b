import type { HttpHandler } from "msw";
import { sessionStreak } from "./fixtures";
import { answer, answerFound, callLog, translated } from "./handlers";
import {
  relatedTo,
  toolCards,
  toolCardsEn,
  toolFavoriteAnswer,
  toolPages,
  toolPagesEn,
  toolsAnswer,
  withFavoritesFrom,
} from "./tools-fixtures";

/** The segments of a request's path, e.g. `["api", "tools", "t-datalens", "related"]`. */
const segments = (request: Request) => new URL(request.url).pathname.split("/").map(decodeURIComponent);

/**
 * The calls of the tools catalogue over the stories' thirteen tools, in the content language: the list as the
 * API filters and pages it, a tool's page (404 for one it does not hold), related tools, and favorites that
 * stay marked for the rest of the story. Put them before `campusHandlers().pages`, whose favorite calls
 * answer for a course's recommended tools.
 */
export function toolsHandlers(): HttpHandler[] {
  const base = translated({ pl: toolCards, en: toolCardsEn });
  const cards = () => withFavoritesFrom(base(), callLog);
  const pages = () => withFavoritesFrom(translated({ pl: toolPages, en: toolPagesEn })(), callLog);
  return [
    answer("tools", (request: Request) => toolsAnswer(cards(), new URL(request.url))),
    answerFound("tool", (request: Request) => {
      const tool = pages().find((candidate) => candidate._id === segments(request).at(-1));
      return tool ? { tool } : null;
    }),
    answer("relatedTools", (request: Request) => ({ tools: relatedTo(cards(), segments(request).at(-2) ?? "") })),
    answer("visitTool", {
      ...sessionStreak,
      tasks: sessionStreak.tasks.map((task) => (task.key === "use-tool" ? { ...task, done: true } : task)),
    }),
    answer("addFavorite", (request: Request) => toolFavoriteAnswer(base(), callLog, segments(request).at(-1) ?? "")),
    answer("removeFavorite", (request: Request) => toolFavoriteAnswer(base(), callLog, segments(request).at(-1) ?? "")),
  ];
}
