import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type CampusClient } from "../api";
import { CampusSWRConfig } from "./swr-config";
import { useCall } from "./use-call";

/** A page reading one call through the campus's SWR configuration, with a Retry like the pages' load errors. */
function Page() {
  const { data, error, mutate } = useCall("homepage", {});
  if (data) return <p>loaded</p>;
  return error ? (
    <button type="button" onClick={() => void mutate()}>
      retry
    </button>
  ) : (
    <p>loading</p>
  );
}

/** Renders the page over a client whose answers are `outcomes` in turn (an error is thrown). */
function renderWith(outcomes: unknown[]) {
  const callWith = vi.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  const client = { callWith } as unknown as CampusClient;
  render(
    <CampusSWRConfig client={client} provider={() => new Map()}>
      <Page />
    </CampusSWRConfig>,
  );
  return callWith;
}

const busy = () => new ApiError("homepage", 503, "busy");

describe("retries of a server failure, through SWR", () => {
  afterEach(() => vi.useRealTimers());

  it("asks twice more, two and four seconds apart, while the server keeps failing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const callWith = renderWith([busy(), busy(), busy(), busy()]);
    await screen.findByRole("button", { name: "retry" });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callWith).toHaveBeenCalledTimes(3);
  });

  it("asks no more once the learner's retry has answered", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const callWith = renderWith([busy(), { homepage: "answer" }, { homepage: "again" }]);
    await act(async () => (await screen.findByRole("button", { name: "retry" })).click());
    await screen.findByText("loaded");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callWith).toHaveBeenCalledTimes(2);
  });
});
