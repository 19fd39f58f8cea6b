import { describe, expect, it } from "vitest";
import {
  examMulti,
  examMultiStarted,
  examSingle,
  examSinglePending,
  examSingleRejected,
  submission,
} from "../../testing/final-work-fixtures";
import { draftFrom, emptyDraft, hasUnsentWork, isBlank, splitErrors } from "./answer-draft";
import {
  backStep,
  initialStep,
  isEditable,
  needsChangeConfirmation,
  nextUnsentTask,
  sameStep,
  startStep,
  stepAt,
  stepPath,
  submissionOf,
} from "./final-work-steps";

describe("where the final work opens", () => {
  it("opens on the overview when nothing was sent", () => {
    expect(initialStep(examSingle)).toEqual({ step: "overview" });
    expect(initialStep(examMulti)).toEqual({ step: "overview" });
  });

  it("opens on the sent task (step 3) for a learner who already submitted", () => {
    expect(initialStep(examSinglePending)).toEqual({ step: "task", taskId: "c-final-single-task1" });
    // The latest sent of several.
    expect(initialStep(examMultiStarted)).toEqual({ step: "task", taskId: "c-final-multi-task2" });
  });

  it("prefers a rejected answer, which waits for the learner", () => {
    const exam = {
      ...examMultiStarted,
      submitData: [
        ...examMultiStarted.submitData,
        submission({
          _id: "s3",
          examTaskId: "c-final-multi-task3",
          status: "rejected",
          updatedAt: "2026-11-01T00:00:00Z",
        }),
      ],
    };
    expect(initialStep(exam)).toEqual({ step: "task", taskId: "c-final-multi-task3" });
  });

  it("ignores a submission of a task the work no longer has", () => {
    const exam = { ...examSingle, isSubmittedByUser: true, submitData: [submission({ examTaskId: "gone" })] };
    expect(initialStep(exam)).toEqual({ step: "overview" });
  });
});

describe("a single-task final work", () => {
  it("is flagged and skips the task list both ways", () => {
    expect(examSingle.isSingleTask).toBe(true);
    expect(startStep(examSingle)).toEqual({ step: "task", taskId: "c-final-single-task1" });
    expect(backStep(examSingle)).toEqual({ step: "overview" });
  });

  it("with several tasks goes through the list", () => {
    expect(startStep(examMulti)).toEqual({ step: "tasks" });
    expect(backStep(examMulti)).toEqual({ step: "tasks" });
  });
});

describe("the change-task guard", () => {
  const onTask = { step: "task", taskId: "t1" } as const;

  it("asks before leaving a task with unsent work, to another task or step", () => {
    expect(needsChangeConfirmation(onTask, { step: "task", taskId: "t2" }, true)).toBe(true);
    expect(needsChangeConfirmation(onTask, { step: "tasks" }, true)).toBe(true);
    expect(needsChangeConfirmation(onTask, { step: "overview" }, true)).toBe(true);
  });

  it("does not ask without unsent work, off a task, or staying on it", () => {
    expect(needsChangeConfirmation(onTask, { step: "tasks" }, false)).toBe(false);
    expect(needsChangeConfirmation({ step: "tasks" }, { step: "task", taskId: "t2" }, true)).toBe(false);
    expect(needsChangeConfirmation(onTask, onTask, true)).toBe(false);
  });

  it("counts typed text, new links and chosen files as unsent, and a correction only once changed", () => {
    const start = emptyDraft();
    expect(hasUnsentWork(start, start)).toBe(false);
    expect(hasUnsentWork({ ...start, text: "<p>a</p>" }, start)).toBe(true);
    expect(hasUnsentWork({ ...start, links: [{ id: "l", url: "https://youtu.be/x" }] }, start)).toBe(true);
    // An empty link row says nothing yet.
    expect(hasUnsentWork({ ...start, links: [{ id: "l", url: " " }] }, start)).toBe(false);
    const file = new File(["x"], "a.pdf", { type: "application/pdf" });
    expect(hasUnsentWork({ ...start, files: [{ id: "f", file }] }, start)).toBe(true);
    const rejected = draftFrom(examSingleRejected.submitData[0]);
    expect(hasUnsentWork(rejected, rejected)).toBe(false);
    expect(hasUnsentWork({ ...rejected, text: "<p>poprawione</p>" }, rejected)).toBe(true);
  });
});

describe("an answer", () => {
  it("is blank without text, links or files", () => {
    expect(isBlank(emptyDraft())).toBe(true);
    expect(isBlank({ ...emptyDraft(), text: "<p> </p>" })).toBe(true);
    expect(isBlank({ ...emptyDraft(), text: "<p>tak</p>" })).toBe(false);
  });

  it("can be written when not sent or rejected, not while pending or once approved", () => {
    expect(isEditable(undefined)).toBe(true);
    expect(isEditable(submission({ status: "rejected" }))).toBe(true);
    expect(isEditable(submission({ status: "pending" }))).toBe(false);
    expect(isEditable(submission({ status: "approved" }))).toBe(false);
    expect(submissionOf(examSinglePending, "c-final-single-task1")?._id).toBe("submit-1");
  });

  it("gets the server's per-link errors on their rows and the rest on their fields", () => {
    const links = [
      { id: "a", url: "https://youtu.be/ok" },
      { id: "b", url: " https://vimeo.com/1 " },
    ];
    const { byLink, fields } = splitErrors(
      { "https://vimeo.com/1": "Video is private", files: "Too many files", "https://gone.example": "x" },
      links,
    );
    expect(byLink).toEqual({ b: "Video is private" });
    expect(fields).toEqual({ files: "Too many files", links: "x" });
  });
});

describe("the steps' addresses", () => {
  it("keeps the SPEC's address as the entry and gives the list and each task their own", () => {
    expect(stepPath("c-final-multi", { step: "overview" })).toBe("/course-final-work/c-final-multi");
    expect(stepPath("c-final-multi", { step: "tasks" })).toBe("/course-final-work/c-final-multi/tasks");
    expect(stepPath("c/1", { step: "task", taskId: "t 2" })).toBe("/course-final-work/c%2F1/tasks/t%202");
  });

  it("opens the entry where the page opens until the page has chosen the overview there", () => {
    expect(stepAt(examMultiStarted, { step: "entry" }, false)).toEqual({ step: "task", taskId: "c-final-multi-task2" });
    expect(stepAt(examMultiStarted, { step: "entry" }, true)).toEqual({ step: "overview" });
    expect(stepAt(examMulti, { step: "entry" }, false)).toEqual({ step: "overview" });
  });

  it("shows a task's address as that task, an unknown task as the list, and a single task for the list", () => {
    const second = { step: "task", taskId: "c-final-multi-task2" } as const;
    expect(stepAt(examMulti, second, true)).toEqual(second);
    expect(stepAt(examMulti, { step: "task", taskId: "gone" }, true)).toEqual({ step: "tasks" });
    expect(stepAt(examMulti, { step: "tasks" }, true)).toEqual({ step: "tasks" });
    expect(stepAt(examSingle, { step: "tasks" }, true)).toEqual({ step: "task", taskId: "c-final-single-task1" });
  });

  it("tells the same step from another", () => {
    expect(sameStep({ step: "task", taskId: "a" }, { step: "task", taskId: "a" })).toBe(true);
    expect(sameStep({ step: "task", taskId: "a" }, { step: "task", taskId: "b" })).toBe(false);
    expect(sameStep({ step: "tasks" }, { step: "overview" })).toBe(false);
  });
});

describe("the task offered after a send", () => {
  it("is the next one without an answer, going round to the first", () => {
    expect(nextUnsentTask(examMulti, "c-final-multi-task1")?._id).toBe("c-final-multi-task2");
    // Tasks 1 and 2 have answers: after the first, task 3 is the one left.
    expect(nextUnsentTask(examMultiStarted, "c-final-multi-task1")?._id).toBe("c-final-multi-task3");
    const lastOpen = { ...examMulti, submitData: [submission({ examTaskId: "c-final-multi-task2" })] };
    expect(nextUnsentTask(lastOpen, "c-final-multi-task3")?._id).toBe("c-final-multi-task1");
  });

  it("is none when every other task has an answer, or there is one task", () => {
    const allSent = {
      ...examMulti,
      submitData: examMulti.tasks.map((task) => submission({ _id: task._id, examTaskId: task._id })),
    };
    expect(nextUnsentTask(allSent, "c-final-multi-task3")).toBeUndefined();
    expect(nextUnsentTask(examSinglePending, "c-final-single-task1")).toBeUndefined();
  });
});
