import type { ReviewFilterOptions } from "@campus/contract";
import { describe, expect, it } from "vitest";
import {
  changeQueueFilter,
  clearQueueFilters,
  coursesToChoose,
  isQueueFiltered,
  queueArgs,
  queueDefaults,
  queueSearchParams,
  queueWorkPath,
  readQueueFilter,
  tasksToChoose,
} from "./queue-address";

const options: ReviewFilterOptions = {
  programs: [
    { _id: "p-1", title: "Podstawy" },
    { _id: "p-2", title: "Zaawansowane" },
  ],
  courses: [
    { _id: "c-1", title: "Projekt", programId: "p-1" },
    { _id: "c-2", title: "Biuro", programId: "p-1" },
    { _id: "c-3", title: "Dane", programId: "p-2" },
  ],
  tasks: [
    { _id: "t-1", title: "Asystent", courseId: "c-1" },
    { _id: "t-2", title: "Poczta", courseId: "c-2" },
    { _id: "t-3", title: "Raport", courseId: "c-2" },
  ],
};

const read = (query: string) => readQueueFilter(new URLSearchParams(query));

describe("the queue's address", () => {
  it("reads every filter and the page", () => {
    expect(read("status=rejected&programId=p-1&courseId=c-2&taskId=t-3&query=%20Nowak%20&page=3")).toEqual({
      status: "rejected",
      programId: "p-1",
      courseId: "c-2",
      taskId: "t-3",
      query: "Nowak",
      page: 3,
    });
  });

  it("takes what is missing or invalid as the default: pending, everything, page 1", () => {
    expect(read("")).toEqual(queueDefaults);
    expect(read("status=lost&programId=a%20b&courseId=&page=0&taskId=../x")).toEqual(queueDefaults);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=9999999").page).toBe(1);
    expect(read(`programId=${"a".repeat(65)}`).programId).toBe("");
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(queueSearchParams(queueDefaults).toString()).toBe("");
    const filter = { ...queueDefaults, status: "approved" as const, courseId: "c-1", query: "ewa k", page: 2 };
    const params = queueSearchParams(filter);
    expect(params.toString()).toBe("status=approved&courseId=c-1&query=ewa+k&page=2");
    expect(readQueueFilter(params)).toEqual(filter);
  });

  it("gives a work's address with the queue's filters but not its page", () => {
    expect(queueWorkPath("s-1", queueDefaults)).toBe("/staff/reviews/s-1");
    expect(
      queueWorkPath("s-1", { ...queueDefaults, status: "rejected", programId: "p-1", query: "Ola", page: 4 }),
    ).toBe("/staff/reviews/s-1?status=rejected&programId=p-1&query=Ola");
  });

  it("asks the server for the status always and the other filters when chosen", () => {
    expect(queueArgs(queueDefaults)).toEqual({ status: "pending", page: 1 });
    expect(queueArgs({ ...queueDefaults, taskId: "t-2", query: "  jan ", page: 2 })).toEqual({
      status: "pending",
      taskId: "t-2",
      query: "jan",
      page: 2,
    });
  });
});

describe("changing the queue", () => {
  const chosen = { ...queueDefaults, programId: "p-1", courseId: "c-2", taskId: "t-3", page: 3 };

  it("goes back to page 1", () => {
    expect(changeQueueFilter(chosen, { query: "x" }, options)).toEqual({ ...chosen, query: "x", page: 1 });
    expect(changeQueueFilter(chosen, { status: "approved" }, options).page).toBe(1);
  });

  it("drops a course that is not the new program's, and with it the task", () => {
    expect(changeQueueFilter(chosen, { programId: "p-2" }, options)).toMatchObject({
      programId: "p-2",
      courseId: "",
      taskId: "",
    });
  });

  it("keeps the course and task when every program is chosen again", () => {
    expect(changeQueueFilter(chosen, { programId: "" }, options)).toMatchObject({ courseId: "c-2", taskId: "t-3" });
  });

  it("drops a task that is not the new course's", () => {
    expect(changeQueueFilter(chosen, { courseId: "c-1" }, options)).toMatchObject({ courseId: "c-1", taskId: "" });
    expect(changeQueueFilter(chosen, { courseId: "" }, options)).toMatchObject({ courseId: "", taskId: "" });
  });

  it("clears the filters but keeps the status", () => {
    const filtered = { ...chosen, status: "rejected" as const, query: "Ola" };
    expect(isQueueFiltered(filtered)).toBe(true);
    expect(clearQueueFilters(filtered)).toEqual({ ...queueDefaults, status: "rejected" });
    expect(isQueueFiltered(clearQueueFilters(filtered))).toBe(false);
    expect(isQueueFiltered({ ...queueDefaults, status: "approved", page: 2 })).toBe(false);
  });
});

describe("the filters' choices", () => {
  it("offers the chosen program's courses, or all", () => {
    expect(coursesToChoose(options, "p-2").map((course) => course._id)).toEqual(["c-3"]);
    expect(coursesToChoose(options, "")).toHaveLength(3);
    expect(coursesToChoose(undefined, "")).toEqual([]);
  });

  it("offers the chosen course's tasks, and none before a course is chosen", () => {
    expect(tasksToChoose(options, "c-2").map((task) => task._id)).toEqual(["t-2", "t-3"]);
    expect(tasksToChoose(options, "")).toEqual([]);
  });
});
