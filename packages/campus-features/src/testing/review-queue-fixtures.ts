import type { Reviewer, ReviewFilterOptions, ReviewQueueAnswer, ReviewQueueItem } from "@campus/contract";
import { EXAM_REVIEW_BUSINESS_DAYS, REVIEW_QUEUE_PAGE_SIZE } from "@campus/contract";
import { storyNow } from "./campus-story";
import { colleague, filterOptions, me, pendingItems } from "./review-fixtures";

/**
 * The review queue's stories' works beyond the shared four (review-fixtures.ts): a second program to narrow by,
 * decided works for the other tabs, and a long queue of 37 pending works for its pages, dated against the
 * stories' clock (Sunday 22 November 2026, 10:00 UTC) as the server dates them. `reviewQueueAnswerFor` answers
 * the queue's call over any of them as the server would: every filter, the counts, 25 a page.
 */

const practice = { _id: "p-practice", title: "AI w praktyce" };
const dataCourse = { _id: "c-data", title: "Analiza danych z AI", programId: practice._id };
const dataTask = { _id: "t-data", title: "Raport z analizy danych sprzedaży", courseId: dataCourse._id };

/** The shared filters with a second program, its course and its task. */
export const queueFilterOptions: ReviewFilterOptions = {
  programs: [...filterOptions.programs, practice],
  courses: [...filterOptions.courses, dataCourse],
  tasks: [...filterOptions.tasks, dataTask],
};

const named = (id: string, list: readonly { _id: string; title: string }[]) => {
  const found = list.find((each) => each._id === id);
  if (!found) throw new Error(`No ${id} among the queue's filters.`);
  return { _id: found._id, title: found.title };
};

/** A task's place: its course and program, as the queue's item names them. */
function placeOf(taskId: string) {
  const task = queueFilterOptions.tasks.find((each) => each._id === taskId);
  const course = queueFilterOptions.courses.find((each) => each._id === task?.courseId);
  if (!task || !course) throw new Error(`No task ${taskId} among the queue's filters.`);
  return {
    program: named(course.programId, queueFilterOptions.programs),
    course: named(course._id, queueFilterOptions.courses),
    task: named(task._id, queueFilterOptions.tasks),
  };
}

/** `sentAt` plus the business days a review takes (Monday to Friday), as the server's `dueAt`. */
export function dueAfter(sentAt: string, days = EXAM_REVIEW_BUSINESS_DAYS): string {
  const due = new Date(sentAt);
  for (let left = days; left > 0; ) {
    due.setUTCDate(due.getUTCDate() + 1);
    const weekday = due.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return due.toISOString();
}

const women = ["Zofia", "Maja", "Lena", "Hanna", "Julia", "Alicja", "Oliwia", "Natalia", "Wiktoria", "Zuzanna"];
const womenSurnames = ["Kamińska", "Zielińska", "Woźniak", "Kozłowska", "Mazur", "Kwiatkowska", "Piotrowska"];
const men = ["Jakub", "Antoni", "Szymon", "Filip", "Wojciech", "Mikołaj", "Kacper", "Bartosz", "Michał", "Piotr"];
const menSurnames = ["Lewandowski", "Szymański", "Dąbrowski", "Jankowski", "Wojciechowski", "Krawczyk", "Grabowski"];
const tasksInTurn = ["t-single", "t-multi-1", "t-multi-2", "t-data"];

/** The `index`th learner of the long queue: a name, and an email made of it without its Polish letters. */
function learnerOf(index: number): ReviewQueueItem["learner"] {
  const half = Math.floor(index / 2);
  const [firstNames, surnames] = index % 2 === 0 ? [women, womenSurnames] : [men, menSurnames];
  const firstName = firstNames[half % firstNames.length] as string;
  const lastName = surnames[(half * 3 + index) % surnames.length] as string;
  const ascii = (text: string) =>
    text
      .toLowerCase()
      .replace("ł", "l")
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
  return {
    _id: `u-q${index}`,
    firstName,
    lastName,
    email: `${ascii(firstName)}.${ascii(lastName)}${index}@example.com`,
  };
}

/** A work of the long queue, sent `hoursBefore` the stories' clock. */
function queuedWork(index: number, hoursBefore: number, fields: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  const sentAt = new Date(storyNow.getTime() - hoursBefore * 3_600_000).toISOString();
  const dueAt = dueAfter(sentAt);
  return {
    _id: `s-q${String(index + 1).padStart(2, "0")}`,
    status: "pending",
    learner: learnerOf(index),
    ...placeOf(tasksInTurn[index % tasksInTurn.length] as string),
    sentAt,
    dueAt,
    overdue: Date.parse(dueAt) < storyNow.getTime(),
    claim: null,
    ...fields,
  };
}

const claimBy = (reviewer: Reviewer) => ({
  reviewer,
  until: "2026-11-22T10:12:00.000Z",
  mine: reviewer._id === me._id,
});

/** 37 pending works, oldest sent first (one every 9 hours back to the 8th), a few held by a reviewer. */
export const longQueue: ReviewQueueItem[] = Array.from({ length: 37 }, (_, index) =>
  queuedWork(index, (37 - index) * 9 + 2, {
    ...(index === 27 ? { claim: claimBy(colleague) } : {}),
    ...(index === 30 ? { claim: claimBy(me) } : {}),
  }),
);

/** Decided works for the other tabs: approved and returned for correction. */
export const decidedItems: ReviewQueueItem[] = [
  queuedWork(40, 200, { _id: "s-approved-1", status: "approved", overdue: false }),
  queuedWork(41, 180, { _id: "s-approved-2", status: "approved", overdue: false }),
  queuedWork(42, 150, { _id: "s-approved-3", status: "approved", overdue: false }),
  queuedWork(43, 170, { _id: "s-rejected-1", status: "rejected", overdue: false }),
  queuedWork(44, 120, { _id: "s-rejected-2", status: "rejected", overdue: false }),
];

/** The shared pending works (two overdue, one held by a colleague, one long name) and the decided ones. */
export const queueWorks: ReviewQueueItem[] = [...pendingItems, ...decidedItems];

/** Only overdue works, the oldest sent 13 days ago. */
export const overdueWorks: ReviewQueueItem[] = [
  queuedWork(3, 312),
  ...pendingItems.filter((item) => item.overdue),
  queuedWork(8, 130),
].sort((a, b) => a.sentAt.localeCompare(b.sentAt));

/** The queue's answer over `works` for a request's query, as the server filters, counts and pages it. */
export function reviewQueueAnswerFor(
  works: readonly ReviewQueueItem[],
  url: URL,
  filters: ReviewFilterOptions = queueFilterOptions,
): ReviewQueueAnswer {
  const query = url.searchParams;
  const search = (query.get("query") ?? "").toLocaleLowerCase("pl");
  const matches = (work: ReviewQueueItem) =>
    [
      ["programId", work.program._id],
      ["courseId", work.course._id],
      ["taskId", work.task._id],
    ].every(([key, id]) => !query.get(key as string) || query.get(key as string) === id) &&
    (!search ||
      `${work.learner.firstName} ${work.learner.lastName} ${work.learner.email}`
        .toLocaleLowerCase("pl")
        .includes(search));
  const narrowed = works.filter(matches);
  const status = query.get("status") ?? "pending";
  const ofStatus = narrowed.filter((work) => work.status === status).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const page = Math.max(1, Number(query.get("page") ?? 1));
  const count = (kind: ReviewQueueItem["status"]) => narrowed.filter((work) => work.status === kind).length;
  return {
    items: ofStatus.slice((page - 1) * REVIEW_QUEUE_PAGE_SIZE, page * REVIEW_QUEUE_PAGE_SIZE),
    total: ofStatus.length,
    page,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    counts: {
      pending: count("pending"),
      approved: count("approved"),
      rejected: count("rejected"),
      overdue: narrowed.filter((work) => work.status === "pending" && work.overdue).length,
    },
    filters,
  };
}
