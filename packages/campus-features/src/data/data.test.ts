import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import { resources } from "../i18n";
import { matchesKey } from "./call-key";
import { errorMessage } from "./error-message";
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
  /** How many times the call is asked again; `recovered`: it answered before the retry's time came. */
  const retry = (error: unknown, retryCount = 0, recovered = false) => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const cache = new Map([["key", { error }]]);
    onErrorRetry(error, "key", { cache } as never, revalidate, { retryCount, dedupe: false });
    if (recovered) cache.set("key", { error: undefined });
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

  it("retries a server failure until the third retry (SWR numbers them from 1: two in all)", () => {
    expect(retry(new ApiError("homepage", 503, "busy"), 0)).toBe(1);
    expect(retry(new ApiError("homepage", 503, "busy"), 2)).toBe(1);
    expect(retry(new ApiError("homepage", 503, "busy"), 3)).toBe(0);
  });

  it("drops a retry when the call has answered since (the learner retried it)", () => {
    expect(retry(new ApiError("homepage", 503, "busy"), 0, true)).toBe(0);
  });
});

describe("errorMessage", () => {
  const i18n = createInstance();
  void i18n.init({ lng: "pl", resources, initAsync: false });
  const t = i18n.t;
  const failed = (status: number, retryAfterSeconds?: number) =>
    new ApiError("homepage", status, "no", "http", {}, retryAfterSeconds);

  it("says SPEC section 8's messages for a refusal and content not in the language", () => {
    expect(errorMessage(failed(403), t, "home.loadError")).toBe("Nie masz dostępu do tej sekcji.");
    expect(errorMessage(failed(406), t, "home.loadError")).toBe("Wybrany zasób nie jest dostępny w wybranym języku.");
  });

  it("says how long to wait after too many calls, in Polish plural forms", () => {
    expect(errorMessage(failed(429, 1), t, "home.loadError")).toContain("za 1 sekundę.");
    expect(errorMessage(failed(429, 3), t, "home.loadError")).toContain("za 3 sekundy.");
    expect(errorMessage(failed(429, 45), t, "home.loadError")).toContain("za 45 sekund.");
    expect(errorMessage(failed(429), t, "home.loadError")).toContain("za chwilę.");
  });

  it("falls back to the area's own message", () => {
    expect(errorMessage(failed(500), t, "home.loadError")).toBe(t("home.loadError"));
    expect(errorMessage(new Error("boom"), t, "home.loadError")).toBe(t("home.loadError"));
  });
});
