import { describe, expect, it } from "vitest";
import { afterVerdictPath, queueFilterOf, queuePath, queueSearch, reviewFileAddress, workPath } from "./work-address";

const params = (search: string) => new URLSearchParams(search);

describe("the queue's filters in a work's address", () => {
  it("reads the status, program, course, task and learner search", () => {
    expect(
      queueFilterOf(params("?status=rejected&programId=p-basics&courseId=c-1&taskId=t-1&query=%20Anna%20&page=3")),
    ).toEqual({ status: "rejected", programId: "p-basics", courseId: "c-1", taskId: "t-1", query: "Anna" });
  });

  it("drops what the server would refuse: an unknown status, an id of other characters, an empty search", () => {
    expect(queueFilterOf(params("?status=lost&courseId=c%201&taskId=&query=%20%20"))).toEqual({});
    expect(queueFilterOf(params(`?programId=${"p".repeat(65)}`))).toEqual({});
  });

  it("cuts a search to the 200 characters the contract allows", () => {
    expect(queueFilterOf(params(`?query=${"a".repeat(250)}`)).query).toHaveLength(200);
  });

  it("writes them back in one order, encoded, or nothing at all", () => {
    expect(queueSearch({ query: "Zieliński & syn", status: "pending" })).toBe(
      "?status=pending&query=Zieli%C5%84ski+%26+syn",
    );
    expect(queueSearch({})).toBe("");
  });

  it("keeps them on the way back to the queue and to another work", () => {
    expect(queuePath({ courseId: "c-1" })).toBe("/staff/reviews?courseId=c-1");
    expect(workPath("s 1", { status: "pending" })).toBe("/staff/reviews/s%201?status=pending");
  });

  it("leads after a verdict to the next work of the queue, or back to the queue when none is left", () => {
    const position = { index: 4, total: 37, previousId: "s-3", nextId: "s-5" };
    expect(afterVerdictPath(position, { status: "pending" })).toBe("/staff/reviews/s-5?status=pending");
    expect(afterVerdictPath({ ...position, nextId: null }, { status: "pending" })).toBe(
      "/staff/reviews?status=pending",
    );
  });

  it("points at a work's file where the API serves it", () => {
    expect(reviewFileAddress("s-1", "f 2")).toBe("/api/staff/reviews/s-1/files/f%202");
  });
});
