import { describe, expect, it } from "vitest";
import { emptyDraft } from "./answer-draft";
import { combinedStatus, type DraftStandings, draftSaveStatus, stillMissing } from "./draft-save-status";

describe("the status the learner sees", () => {
  it("follows the server once there is one, and the device otherwise", () => {
    expect(combinedStatus("saved", null, false)).toBe("saved");
    expect(combinedStatus("saved", "saving", false)).toBe("saving");
    expect(combinedStatus("saving", "synced", false)).toBe("saving");
    expect(combinedStatus("saved", "synced", false)).toBe("synced");
    expect(combinedStatus("saved", "synced", true)).toBe("syncedFilesHere");
    expect(combinedStatus("saved", "offline", false)).toBe("offline");
    expect(combinedStatus("failed", "offline", false)).toBe("failed");
    expect(combinedStatus("saved", "local", false)).toBe("saved");
    expect(combinedStatus("idle", "idle", false)).toBe("idle");
  });

  const standings: DraftStandings = {
    restoredFrom: null,
    device: "saved",
    server: "synced",
    hasServer: true,
    hasStorage: true,
    hasFiles: false,
  };

  it("says where a restored draft came from until it changes", () => {
    expect(draftSaveStatus({ ...standings, restoredFrom: "device" })).toBe("restored");
    expect(draftSaveStatus({ ...standings, restoredFrom: "server" })).toBe("restoredServer");
    expect(draftSaveStatus(standings)).toBe("synced");
  });

  it("ignores the server's state when the task has no server copy", () => {
    expect(draftSaveStatus({ ...standings, hasServer: false })).toBe("saved");
  });

  it("says an answer the server cannot take is kept nowhere when this device keeps no drafts", () => {
    expect(draftSaveStatus({ ...standings, device: "idle", server: "offline", hasStorage: false })).toBe("failed");
    expect(draftSaveStatus({ ...standings, device: "saved", server: "offline" })).toBe("offline");
  });
});

describe("the files still missing here", () => {
  const named = { name: "a.pdf", mimeType: "application/pdf", size: 1 };

  it("are those of another device not chosen here (the same name and size)", () => {
    const draft = emptyDraft();
    expect(stillMissing([named], draft)).toEqual([named]);
    expect(stillMissing([named], undefined)).toEqual([named]);
    const chosen = { ...draft, files: [{ id: "f", file: new File(["x"], "a.pdf", { type: "application/pdf" }) }] };
    expect(stillMissing([named], chosen)).toEqual([]);
    expect(stillMissing([{ ...named, size: 2 }], chosen)).toEqual([{ ...named, size: 2 }]);
  });
});
