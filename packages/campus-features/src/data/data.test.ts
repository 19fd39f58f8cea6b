import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import { matchesKey } from "./call-key";
import { onErrorRetry } from "./swr-config";

describe("matchesKey", () => {
  it("matches every key of a call, or only those with the given arguments", () => {
    expect(matchesKey(["course", { id: "c-intro", type: "all" }], "course")).toBe(true);
    expect(matchesKey(["course", { id: "c-intro", type: "all" }], ["course", { id: "c-intro" }])).toBe(true);
    expect(matchesKey(["course", { id: "c-other" }], ["course", { id: "c-intro" }])).toBe(false);
    expect(matchesKey(["tools", {}], "course")).toBe(false);
    expect(matchesKey("$inf$something", "course")).toBe(false);
  });
});

describe("onErrorRetry", () => {
  const retry = (error: unknown, retryCount = 0) => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    onErrorRetry(error, "key", {} as never, revalidate, { retryCount, dedupe: false });
    vi.runAllTimers();
    vi.useRealTimers();
    return revalidate.mock.calls.length;
  };

  it.each([400, 401, 403, 404, 406, 409, 422, 429])("never retries a %i", (status) => {
    expect(retry(new ApiError("homepage", status, "no"))).toBe(0);
  });

  it("never retries when there was no answer (the session ends instead)", () => {
    expect(retry(new ApiError("homepage", 0, "offline", "network"))).toBe(0);
  });

  it("retries a server failure three times", () => {
    expect(retry(new ApiError("homepage", 503, "busy"), 0)).toBe(1);
    expect(retry(new ApiError("homepage", 503, "busy"), 2)).toBe(1);
    expect(retry(new ApiError("homepage", 503, "busy"), 3)).toBe(0);
  });
});
