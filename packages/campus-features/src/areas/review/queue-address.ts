import { pagePath, type ReviewFilterOptions, type SubmitStatus } from "@campus/contract";
import type { ArgsOf } from "../../api";
import { cleanSearch } from "../../list-search";

/**
 * The review queue as the address holds it (`?status=rejected&programId=…&courseId=…&taskId=…&query=…&page=2`),
 * so that a reload, Back and a shared link keep the reviewer's queue; a work opened from it carries the same
 * filters (without the page), for its place in that queue ("4 of 37") and its neighbours.
 */
export interface ReviewQueueFilter {
  status: SubmitStatus;
  /** "" for every program (likewise the course and the task). */
  programId: string;
  courseId: string;
  taskId: string;
  /** Part of the learner's name or email. */
  query: string;
  page: number;
}

export const queueStatuses: readonly SubmitStatus[] = ["pending", "approved", "rejected"];

export const queueDefaults: ReviewQueueFilter = {
  status: "pending",
  programId: "",
  courseId: "",
  taskId: "",
  query: "",
  page: 1,
};

/** The contract's limits: an id's letters, the highest page. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_MAX = 100_000;

const readId = (text: string | null) => (text !== null && ID_PATTERN.test(text) ? text : "");
const readStatus = (text: string | null): SubmitStatus =>
  queueStatuses.find((status) => status === text) ?? queueDefaults.status;
const readPage = (text: string | null) => {
  const page = text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

/** The queue from the address; what is missing or invalid there is the default (pending, everything, page 1). */
export function readQueueFilter(params: URLSearchParams): ReviewQueueFilter {
  return {
    status: readStatus(params.get("status")),
    programId: readId(params.get("programId")),
    courseId: readId(params.get("courseId")),
    taskId: readId(params.get("taskId")),
    query: cleanSearch(params.get("query")),
    page: readPage(params.get("page")),
  };
}

/** The filters' part of the address, the page left out (a work's address carries only this). */
function filterParams(filter: ReviewQueueFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== queueDefaults.status) params.set("status", filter.status);
  for (const key of ["programId", "courseId", "taskId"] as const) {
    const id = readId(filter[key]);
    if (id) params.set(key, id);
  }
  const query = cleanSearch(filter.query);
  if (query) params.set("query", query);
  return params;
}

/** The address's query of a queue, with the defaults left out (a plain `/staff/reviews` is every pending work). */
export function queueSearchParams(filter: ReviewQueueFilter): URLSearchParams {
  const params = filterParams(filter);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** A work's page opened from this queue: `/staff/reviews/s-1?status=rejected&courseId=c-1`. */
export function queueWorkPath(workId: string, filter: ReviewQueueFilter): string {
  const query = filterParams(filter).toString();
  const path = pagePath("reviewWork", { id: workId });
  return query ? `${path}?${query}` : path;
}

/** The query of the queue's call: the status always, the rest only when chosen. */
export function queueArgs(filter: ReviewQueueFilter): ArgsOf<"reviewQueue"> {
  const query = cleanSearch(filter.query);
  return {
    status: filter.status,
    ...(readId(filter.programId) ? { programId: filter.programId } : {}),
    ...(readId(filter.courseId) ? { courseId: filter.courseId } : {}),
    ...(readId(filter.taskId) ? { taskId: filter.taskId } : {}),
    ...(query ? { query } : {}),
    page: filter.page,
  };
}

/**
 * A changed queue starts again at page 1 (the old page number means nothing in another list). A program chosen
 * keeps the course only when it is one of the program's, and a course the task only when it is one of the
 * course's: the narrower choice never contradicts the wider one.
 */
export function changeQueueFilter(
  filter: ReviewQueueFilter,
  change: Partial<Omit<ReviewQueueFilter, "page">>,
  options: ReviewFilterOptions | undefined,
): ReviewQueueFilter {
  const next = { ...filter, ...change, page: 1 };
  if (next.programId && next.courseId) {
    const course = options?.courses.find((each) => each._id === next.courseId);
    if (!course || course.programId !== next.programId) next.courseId = "";
  }
  if (next.taskId) {
    const task = options?.tasks.find((each) => each._id === next.taskId);
    const inCourse = next.courseId ? task?.courseId === next.courseId : false;
    if (!task || !inCourse) next.taskId = "";
  }
  return next;
}

/** Whether any filter narrows the queue (the status is the queue's tab, not a filter). */
export const isQueueFiltered = (filter: ReviewQueueFilter): boolean =>
  Boolean(filter.programId || filter.courseId || filter.taskId || cleanSearch(filter.query));

/** The queue with its filters cleared: the same status, page 1. */
export const clearQueueFilters = (filter: ReviewQueueFilter): ReviewQueueFilter => ({
  ...queueDefaults,
  status: filter.status,
});

/** The courses the course filter offers: the chosen program's, or every one. */
export const coursesToChoose = (options: ReviewFilterOptions | undefined, programId: string) =>
  (options?.courses ?? []).filter((course) => !programId || course.programId === programId);

/** The tasks the task filter offers: the chosen course's (none until a course is chosen). */
export const tasksToChoose = (options: ReviewFilterOptions | undefined, courseId: string) =>
  courseId ? (options?.tasks ?? []).filter((task) => task.courseId === courseId) : [];
