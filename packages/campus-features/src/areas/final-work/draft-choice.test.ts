import type { ExamDraft } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { chooseDraft, serverContentOf } from "./draft-choice";
import type { DeviceDraft } from "./draft-store";

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const AT = "2026-11-25T10:00:00.000Z";
const server = (over: Partial<ExamDraft> = {}): ExamDraft => ({
  examTaskId: "t1",
  text: "<p>Z laptopa</p>",
  links: ["https://youtu.be/abc"],
  files: [],
  updatedAt: AT,
  ...over,
});
const device = (over: Partial<DeviceDraft> = {}): DeviceDraft => ({
  draft: { text: "<p>Z telefonu</p>", links: [], files: [] },
  ...over,
});

describe("which draft a task opens with", () => {
  it("is none when neither the device nor the server keeps one", () => {
    expect(chooseDraft(undefined, null)).toEqual({ source: "none" });
    expect(chooseDraft(undefined, undefined)).toEqual({ source: "none" });
  });

  it("is the device's when the server keeps none or could not be asked, to be sent there", () => {
    const here = device({ savedAt: Date.parse(AT) });
    expect(chooseDraft(here, null)).toEqual({ source: "device", found: here, inSync: false });
    expect(chooseDraft(here, undefined)).toEqual({ source: "device", found: here, inSync: false });
  });

  it("is the server's when this device keeps none (another device wrote it)", () => {
    const choice = chooseDraft(undefined, server());
    expect(choice.source).toBe("server");
    if (choice.source !== "server") return;
    expect(choice.draft.text).toBe("<p>Z laptopa</p>");
    expect(choice.draft.links.map((link) => link.url)).toEqual(["https://youtu.be/abc"]);
    expect(choice.missingFiles).toEqual([]);
  });

  it("is the device's when it matches the server's version: nothing was saved elsewhere since", () => {
    const here = device({ savedAt: Date.parse(AT) - 60_000, serverUpdatedAt: AT });
    expect(chooseDraft(here, server())).toEqual({ source: "device", found: here, inSync: true });
  });

  it("is the later saved otherwise: the device's after an offline edit, the server's after another device's", () => {
    const offlineEdit = device({ savedAt: Date.parse(AT) + 5_000, serverUpdatedAt: "2026-11-25T09:00:00.000Z" });
    expect(chooseDraft(offlineEdit, server())).toMatchObject({ source: "device", inSync: false });
    const older = device({ savedAt: Date.parse(AT) - 5_000 });
    expect(chooseDraft(older, server()).source).toBe("server");
    // A draft kept before drafts had times counts as the oldest.
    expect(chooseDraft(device(), server()).source).toBe("server");
  });

  it("keeps the device's files the server's draft names, and lists those only the other device has", () => {
    const plan = file("plan.pdf", 10);
    const old = file("stary.pdf", 20);
    const here = device({
      savedAt: Date.parse(AT) - 1,
      draft: {
        text: "",
        links: [],
        files: [
          { id: "f1", file: plan },
          { id: "f2", file: old },
        ],
      },
    });
    const there = server({
      files: [
        { name: "plan.pdf", mimeType: "application/pdf", size: 10 },
        { name: "wideo.pdf", mimeType: "application/pdf", size: 30 },
      ],
    });
    const choice = chooseDraft(here, there);
    if (choice.source !== "server") throw new Error(`expected the server's, got ${choice.source}`);
    expect(choice.draft.files.map(({ file }) => file)).toEqual([plan]);
    expect(choice.missingFiles).toEqual([{ name: "wideo.pdf", mimeType: "application/pdf", size: 30 }]);
  });
});

describe("what the server keeps of an answer", () => {
  it("is the text, the link rows as typed and the files by name, type and size", () => {
    expect(
      serverContentOf({
        text: "<p>A</p>",
        links: [
          { id: "l1", url: "https://vimeo.com/1" },
          { id: "l2", url: "" },
        ],
        files: [{ id: "f1", file: file("plan.pdf", 12) }],
      }),
    ).toEqual({
      text: "<p>A</p>",
      links: ["https://vimeo.com/1", ""],
      files: [{ name: "plan.pdf", mimeType: "application/pdf", size: 12 }],
    });
  });
});
