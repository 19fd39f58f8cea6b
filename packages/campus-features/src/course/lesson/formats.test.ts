import { describe, expect, it } from "vitest";
import { formatFileSize } from "./lesson-resources";
import { formatVideoTime } from "./video-lesson";

describe("what a lesson shows of times and sizes", () => {
  it("shows a video time as players do", () => {
    expect(formatVideoTime(0)).toBe("0:00");
    expect(formatVideoTime(2.9)).toBe("0:02");
    expect(formatVideoTime(192)).toBe("3:12");
    expect(formatVideoTime(3723)).toBe("1:02:03");
  });

  it("shows a file's size in the interface language", () => {
    expect(formatFileSize(38, "pl")).toBe("38 B");
    expect(formatFileSize(1536, "pl")).toBe("1,5 kB");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
  });
});
