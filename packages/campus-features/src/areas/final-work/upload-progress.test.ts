import { describe, expect, it } from "vitest";
import { fileProgress } from "./upload-progress";

const draftFile = (id: string, size: number) => ({ id, file: new File([new Uint8Array(size)], `${id}.pdf`) });

describe("each file's progress from the upload's", () => {
  it("fills the files in the order they are sent, after the text parts", () => {
    const seen: [string, number][] = [];
    const progress = fileProgress([draftFile("a", 1000), draftFile("b", 3000)], (id, percent) =>
      seen.push([id, percent]),
    );
    // 200 bytes of text parts and part headers come first.
    progress.sent(200, 4200);
    progress.sent(700, 4200);
    progress.sent(2700, 4200);
    progress.sent(4200, 4200);
    expect(seen).toEqual([
      ["a", 0],
      ["b", 0],
      ["a", 50],
      ["a", 100],
      ["b", 50],
      ["b", 100],
    ]);
  });

  it("shows every file at 0 as soon as the upload starts, before the browser reports any progress", () => {
    const seen: [string, number][] = [];
    fileProgress([draftFile("a", 10), draftFile("b", 20)], (id, percent) => seen.push([id, percent]));
    expect(seen).toEqual([
      ["a", 0],
      ["b", 0],
    ]);
  });

  it("marks every file arrived when the server answers", () => {
    const seen: [string, number][] = [];
    const progress = fileProgress([draftFile("a", 10), draftFile("b", 0)], (id, percent) => seen.push([id, percent]));
    progress.done();
    expect(seen).toEqual([
      ["a", 0],
      ["b", 0],
      ["a", 100],
      ["b", 100],
    ]);
  });
});
