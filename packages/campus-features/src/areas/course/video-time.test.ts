import { describe, expect, it } from "vitest";
import { formatVideoTime } from "./video-time";

describe("formatVideoTime", () => {
  it("writes a video time as a player does", () => {
    expect(formatVideoTime(0)).toBe("0:00");
    expect(formatVideoTime(192.7)).toBe("3:12");
    expect(formatVideoTime(3725)).toBe("1:02:05");
    expect(formatVideoTime(-4)).toBe("0:00");
  });
});
