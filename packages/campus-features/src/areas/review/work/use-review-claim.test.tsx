import { renderHook, waitFor } from "@testing-library/react";
import { act, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type CampusClient } from "../../../api";
import { CampusClientContext } from "../../../data";
import { useReviewClaim } from "./use-review-claim";

const marek = { _id: "u-staff-2", firstName: "Marek", lastName: "Zieliński" };
const mine = {
  claim: { reviewer: { _id: "u-staff", firstName: "Ewa", lastName: "R" }, until: "2026-11-22T10:15:00Z", mine: true },
};
const held = (until = "2026-11-22T10:12:00Z") =>
  new ApiError("claimReview", 409, "Held.", "http", {}, undefined, {}, undefined, {
    code: "reviewClaimed",
    reviewer: marek,
    until,
  });

/** A client whose claims answer as `claim` says, recording every call with its arguments and options. */
function fakeClient(claim: (args: object) => Promise<unknown> = async () => mine) {
  const calls: [string, object, object | undefined][] = [];
  const client = {
    call: vi.fn(async (name: string, args: object, options?: object) => {
      calls.push([name, args, options]);
      return name === "claimReview" ? claim(args) : { success: true };
    }),
  } as unknown as CampusClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CampusClientContext.Provider value={client}>{children}</CampusClientContext.Provider>
  );
  return { calls, wrapper };
}

const pending = { _id: "s-1", status: "pending" as const, claim: null };

describe("a reviewer's claim on a work", () => {
  afterEach(() => vi.useRealTimers());

  it("is asked for as the work opens, held, renewed every 5 minutes and released as it closes", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { calls, wrapper } = fakeClient();
    const { result, unmount } = renderHook(() => useReviewClaim(pending), { wrapper });
    expect(result.current.state).toEqual({ status: "claiming" });
    // The fake client answers at once (waitFor's own polling would wait on the faked interval).
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: "mine", until: "2026-11-22T10:15:00Z" });
    await act(async () => vi.advanceTimersByTime(5 * 60 * 1000));
    unmount();
    expect(calls.map(([name, args]) => [name, args])).toEqual([
      ["claimReview", { id: "s-1" }],
      ["claimReview", { id: "s-1" }],
      ["releaseReview", { id: "s-1" }],
    ]);
    expect(calls[0]?.[2]).toEqual({ background: true });
  });

  it("shows a colleague's hold at once from the work, and from the claim's 409", async () => {
    const { wrapper } = fakeClient(async () => {
      throw held("2026-11-22T10:20:00Z");
    });
    const claimed = { ...pending, claim: { reviewer: marek, until: "2026-11-22T10:12:00Z", mine: false } };
    const { result } = renderHook(() => useReviewClaim(claimed), { wrapper });
    expect(result.current.state).toEqual({ status: "taken", reviewer: marek, until: "2026-11-22T10:12:00Z" });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: "taken", reviewer: marek, until: "2026-11-22T10:20:00Z" }),
    );
  });

  it("takes the work over when asked, and releases nothing it does not hold", async () => {
    const { calls, wrapper } = fakeClient(async (args) => {
      if ((args as { takeOver?: boolean }).takeOver) return mine;
      throw held();
    });
    const { result, unmount } = renderHook(() => useReviewClaim(pending), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe("taken"));
    let took = false;
    await act(async () => {
      took = await result.current.takeOver();
    });
    expect(took).toBe(true);
    expect(result.current.state.status).toBe("mine");
    act(() => result.current.settle());
    unmount();
    expect(calls.map(([name, args]) => [name, args])).toEqual([
      ["claimReview", { id: "s-1" }],
      ["claimReview", { id: "s-1", takeOver: true }],
    ]);
  });

  it("claims nothing for a decided work", () => {
    const { calls, wrapper } = fakeClient();
    const { result } = renderHook(() => useReviewClaim({ ...pending, status: "approved" }), { wrapper });
    expect(result.current.state).toEqual({ status: "none" });
    expect(calls).toEqual([]);
  });

  it("releases as the tab closes, asking the browser to finish the call", async () => {
    const { calls, wrapper } = fakeClient();
    const { result } = renderHook(() => useReviewClaim(pending), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe("mine"));
    window.dispatchEvent(new Event("pagehide"));
    expect(calls.at(-1)).toEqual(["releaseReview", { id: "s-1" }, { background: true, keepalive: true }]);
  });
});
