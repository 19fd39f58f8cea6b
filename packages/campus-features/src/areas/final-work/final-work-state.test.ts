import { describe, expect, it } from "vitest";
import { examMulti, examSingle, examSinglePending, examSingleRejected } from "../../testing/final-work-fixtures";
import { type AnswerDraft, emptyDraft } from "./answer-draft";
import { noErrors } from "./answer-form";
import {
  type FinalWorkAction,
  type FinalWorkState,
  finalWorkReducer,
  initialFinalWorkState,
  isNewStep,
  workFor,
} from "./final-work-state";

const task1 = { step: "task", taskId: "c-final-multi-task1" } as const;
const task2 = { step: "task", taskId: "c-final-multi-task2" } as const;
const run = (actions: FinalWorkAction[], from: FinalWorkState = initialFinalWorkState) =>
  actions.reduce(finalWorkReducer, from);
const onTask1 = run([{ type: "show", step: task1, exam: examMulti }]);
const file = (id: string, progress?: number) => ({
  id,
  file: new File(["x"], `${id}.pdf`, { type: "application/pdf" }),
  ...(progress === undefined ? {} : { progress }),
});
const written: AnswerDraft = { ...emptyDraft(), text: "<p>Odpowiedź</p>" };

describe("the answer a step starts with", () => {
  it("is none off a task, an empty one for a new answer, and a rejected answer's own to correct", () => {
    expect(workFor(examMulti, { step: "tasks" })).toBeNull();
    expect(workFor(examSingle, { step: "task", taskId: "c-final-single-task1" })).toMatchObject({
      taskId: "c-final-single-task1",
      draft: emptyDraft(),
    });
    const rejected = workFor(examSingleRejected, { step: "task", taskId: "c-final-single-task1" });
    expect(rejected?.draft.text).toBe(examSingleRejected.submitData[0]?.text);
    expect(rejected?.draft).toBe(rejected?.start);
    // A sent answer waiting for review is not corrected: its form, if shown, starts empty.
    expect(workFor(examSinglePending, { step: "task", taskId: "c-final-single-task1" })?.draft).toEqual(emptyDraft());
  });
});

describe("moving between the steps", () => {
  it("shows the first step, and a new one with its answer afresh and no errors", () => {
    expect(isNewStep(initialFinalWorkState, { step: "overview" })).toBe(true);
    const edited = run(
      [
        { type: "edit", draft: written },
        { type: "invalid", errors: { ...noErrors, form: "!" } },
      ],
      onTask1,
    );
    const moved = run([{ type: "show", step: task2, exam: examMulti }], edited);
    expect(moved.shown).toEqual(task2);
    expect(moved.work).toMatchObject({ taskId: task2.taskId, draft: emptyDraft() });
    expect(moved.errors).toBe(noErrors);
  });

  it("leaves the same step as it is (the answer being written stays)", () => {
    const edited = run([{ type: "edit", draft: written }], onTask1);
    expect(isNewStep(edited, { ...task1 })).toBe(false);
    expect(run([{ type: "show", step: { ...task1 }, exam: examMulti }], edited)).toBe(edited);
  });
});

describe("writing the answer", () => {
  it("keeps each change, and none without an open task", () => {
    expect(run([{ type: "edit", draft: written }], onTask1).work?.draft).toBe(written);
    const overview = run([{ type: "show", step: { step: "overview" }, exam: examMulti }]);
    expect(run([{ type: "edit", draft: written }], overview)).toBe(overview);
  });

  it("restores a kept draft only over an untouched answer of the same task", () => {
    expect(run([{ type: "restore", taskId: task1.taskId, draft: written }], onTask1).work?.draft).toBe(written);
    const started = run([{ type: "edit", draft: { ...emptyDraft(), text: "<p>Tu</p>" } }], onTask1);
    expect(run([{ type: "restore", taskId: task1.taskId, draft: written }], started)).toBe(started);
    expect(run([{ type: "restore", taskId: task2.taskId, draft: written }], onTask1)).toBe(onTask1);
  });
});

describe("sending the answer", () => {
  const withFiles = run([{ type: "edit", draft: { ...written, files: [file("a"), file("b")] } }], onTask1);

  it("follows each file's progress", () => {
    const going = run([{ type: "progress", fileId: "a", progress: 40 }], withFiles);
    expect(going.work?.draft.files.map((one) => one.progress)).toEqual([40, undefined]);
  });

  it("clears the errors as it goes, and opens the sent modal with the task sent once it arrives", () => {
    const refused = run([{ type: "invalid", errors: { ...noErrors, form: "!" } }], withFiles);
    expect(refused.errors.form).toBe("!");
    expect(run([{ type: "sending" }], refused).errors).toBe(noErrors);
    const sent = run([{ type: "sending" }, { type: "sent", taskId: task1.taskId }], refused);
    expect(sent).toMatchObject({ work: null, sentTaskId: task1.taskId, isSentOpen: true });
    expect(run([{ type: "sentOpen", isOpen: false }], sent)).toMatchObject({
      isSentOpen: false,
      sentTaskId: task1.taskId,
    });
  });

  it("refused, keeps the answer as it was with each refusal and no file on its way", () => {
    const errors = { byLink: {}, fields: { files: "Za duży" } };
    const refused = run(
      [
        { type: "progress", fileId: "a", progress: 100 },
        { type: "progress", fileId: "b", progress: 30 },
        { type: "refused", errors },
      ],
      withFiles,
    );
    expect(refused.errors).toBe(errors);
    expect(refused.work?.draft.text).toBe(written.text);
    expect(refused.work?.draft.files.map((one) => one.progress)).toEqual([undefined, undefined]);
  });

  it("refused, leaves an answer without files as the same draft (nothing to save again)", () => {
    const typed = run([{ type: "edit", draft: written }], onTask1);
    expect(run([{ type: "refused", errors: noErrors }], typed).work?.draft).toBe(written);
  });
});

describe("the change-task modal", () => {
  it("holds the step asked for until the learner stays", () => {
    const asked = run([{ type: "ask", step: { step: "tasks" } }], onTask1);
    expect(asked.asked).toEqual({ step: "tasks" });
    expect(run([{ type: "stay" }], asked).asked).toBeNull();
  });
});
