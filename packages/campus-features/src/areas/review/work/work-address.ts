import {
  fillAddress,
  pagePath,
  pagePaths,
  type ReviewPosition,
  type ReviewWorkQuery,
  type SubmitStatus,
} from "@campus/contract";
import { staffCallRoutes } from "@campus/contract/staff-routes";

/**
 * The queue a work was opened from, as its filters travel in the work page's address (`status`, `programId`,
 * `courseId`, `taskId`, `query`): the way back to the queue keeps them, and `reviewWork` answers the work's
 * place in that queue. The queue page writes the same names.
 */
export type QueueFilter = ReviewWorkQuery;

const statuses: readonly SubmitStatus[] = ["pending", "approved", "rejected"];
/** The contract's `Id`: a filter the server would refuse (400) is left out instead. */
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const QUERY_MAX = 200;
const idNames = ["programId", "courseId", "taskId"] as const;

/** The filters a work page's address carries; anything the contract would refuse is dropped. */
export function queueFilterOf(params: URLSearchParams): QueueFilter {
  const filter: QueueFilter = {};
  const status = params.get("status");
  if (status && (statuses as readonly string[]).includes(status)) filter.status = status as SubmitStatus;
  for (const name of idNames) {
    const value = params.get(name);
    if (value && idPattern.test(value)) filter[name] = value;
  }
  const query = params.get("query")?.trim().slice(0, QUERY_MAX);
  if (query) filter.query = query;
  return filter;
}

/** The filters as a search string (`?status=pending&courseId=…`), in one order; empty without any. */
export function queueSearch(filter: QueueFilter): string {
  const params = new URLSearchParams();
  for (const name of ["status", ...idNames, "query"] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The queue with the filters the reviewer came with. */
export const queuePath = (filter: QueueFilter) => `${pagePaths.reviewQueue}${queueSearch(filter)}`;

/** A work of the same queue, keeping its filters (previous, next, the next after a verdict). */
export const workPath = (id: string, filter: QueueFilter) => `${pagePath("reviewWork", { id })}${queueSearch(filter)}`;

/** Where a verdict leads: the next work of the queue, or the queue itself when none is left. */
export const afterVerdictPath = (position: ReviewPosition, filter: QueueFilter) =>
  position.nextId ? workPath(position.nextId, filter) : queuePath(filter);

/**
 * A file of a work at the API's own address (`reviewFile`): what an image's `src`, a PDF's frame and a download
 * link point to, so the browser fetches it with the reviewer's session as any other call.
 */
export const reviewFileAddress = (workId: string, fileId: string) =>
  `/api${fillAddress(staffCallRoutes.reviewFile.url, { id: workId, fileId }) ?? ""}`;
