import type { ReviewQueueItem } from "@campus/contract";
import type { HttpHandler } from "msw";
import { answer } from "./handlers";
import { queueWorks, reviewQueueAnswerFor } from "./review-queue-fixtures";

/**
 * The review queue's call over `works`, filtered, counted and paged as the server does it (put before
 * `reviewHandlers()`, whose queue narrows only by status and learner).
 */
export const reviewQueueHandler = (works: readonly ReviewQueueItem[] = queueWorks): HttpHandler =>
  answer("reviewQueue", (request: Request) => reviewQueueAnswerFor(works, new URL(request.url)));
