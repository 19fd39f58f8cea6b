import { describe, expect, it } from "vitest";
import { clearDeviceDrafts, deviceDraftKey, memoryDrafts } from "../../session";
import type { AnswerDraft } from "./answer-draft";
import { loadDraft, markSynced, removeDraft, saveDraft } from "./draft-store";

const bytes = (file: File) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(file);
  });

const draft = (): AnswerDraft => ({
  text: "<p>Mój projekt</p>",
  links: [{ id: "link-a", url: "https://github.com/ola/asystent" }],
  files: [
    { id: "file-a", file: new File([new Uint8Array([37, 80, 68, 70, 9])], "plan.pdf", { type: "application/pdf" }) },
  ],
});

describe("the device draft store", () => {
  it("keeps text, links and files with their bytes, and gives them back", async () => {
    const storage = memoryDrafts();
    const key = deviceDraftKey("u1", "c1", "t1");
    await saveDraft(storage, key, draft());
    const found = await loadDraft(storage, key);
    expect(found?.draft.text).toBe("<p>Mój projekt</p>");
    expect(found?.draft.links.map((link) => link.url)).toEqual(["https://github.com/ola/asystent"]);
    const file = found?.draft.files[0]?.file;
    expect(file?.name).toBe("plan.pdf");
    expect(file?.type).toBe("application/pdf");
    expect(file ? await bytes(file) : []).toEqual([37, 80, 68, 70, 9]);
    expect(found?.sendKey).toBeUndefined();
  });

  it("keeps the send key of a send not yet acknowledged", async () => {
    const storage = memoryDrafts();
    await saveDraft(storage, "k", draft(), "key-1");
    expect((await loadDraft(storage, "k"))?.sendKey).toBe("key-1");
  });

  it("finds nothing where nothing, or something else, was kept", async () => {
    const storage = memoryDrafts(new Map([["odd", { text: 3 }]]));
    expect(await loadDraft(storage, "none")).toBeUndefined();
    expect(await loadDraft(storage, "odd")).toBeUndefined();
  });

  it("keeps when the draft was saved and which server version it is, marked only if unchanged since", async () => {
    const storage = memoryDrafts();
    await saveDraft(storage, "k", draft(), undefined, { savedAt: 1000 });
    expect(await loadDraft(storage, "k")).toMatchObject({ savedAt: 1000 });
    expect((await loadDraft(storage, "k"))?.serverUpdatedAt).toBeUndefined();
    // A server answer for an older save does not mark the newer draft.
    await markSynced(storage, "k", 999, "2026-11-25T10:00:00.000Z");
    expect((await loadDraft(storage, "k"))?.serverUpdatedAt).toBeUndefined();
    await markSynced(storage, "k", 1000, "2026-11-25T10:00:01.000Z");
    expect(await loadDraft(storage, "k")).toMatchObject({ savedAt: 1000, serverUpdatedAt: "2026-11-25T10:00:01.000Z" });
    expect((await loadDraft(storage, "k"))?.draft.text).toBe("<p>Mój projekt</p>");
  });

  it("forgets a sent draft", async () => {
    const storage = memoryDrafts();
    await saveDraft(storage, "k", draft());
    await removeDraft(storage, "k");
    expect(await loadDraft(storage, "k")).toBeUndefined();
  });

  it("keys drafts per learner, course and task, and signing out clears only that learner's", async () => {
    const storage = memoryDrafts();
    await saveDraft(storage, deviceDraftKey("u1", "c1", "t1"), draft());
    await saveDraft(storage, deviceDraftKey("u1", "c2", "t9"), draft());
    await saveDraft(storage, deviceDraftKey("u10", "c1", "t1"), draft());
    await clearDeviceDrafts(storage, "u1");
    expect(await storage.keys()).toEqual([deviceDraftKey("u10", "c1", "t1")]);
  });
});
