import { describe, expect, it } from "vitest";
import { formatFileSize } from "./lesson-resources";

describe("what a lesson shows of its files", () => {
  it("shows a file's size in the interface language", () => {
    expect(formatFileSize(38, "pl")).toBe("38 B");
    expect(formatFileSize(1536, "pl")).toBe("1,5 kB");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
  });
});
