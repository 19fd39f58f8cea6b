import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClockContext } from "../../clock";
import { createCampusI18n, I18nextProvider } from "../../i18n";
import { useTestTime } from "./test-timer";

const MINUTE = 60_000;
let now = 0;

function Timer({ startedAt }: { startedAt: number | null }) {
  const time = useTestTime(startedAt, 20);
  return (
    <>
      <p data-testid="elapsed">{time.elapsed}</p>
      <p data-testid="over">{String(time.isOver)}</p>
      <p data-testid="said">{time.announcement}</p>
    </>
  );
}

function renderTimer(startedAt: number | null) {
  render(
    <I18nextProvider i18n={createCampusI18n("pl", { storage: undefined })}>
      <ClockContext.Provider value={() => new Date(now)}>
        <Timer startedAt={startedAt} />
      </ClockContext.Provider>
    </I18nextProvider>,
  );
}

/** The clock moves to `at` and the timer takes its next tick. */
const tickAt = (at: number) =>
  act(() => {
    now = at;
    vi.advanceTimersByTime(1000);
  });

const said = () => screen.getByTestId("said").textContent;

describe("the closed test's timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("counts every second but says something only at its milestones", () => {
    renderTimer(0);
    expect(screen.getByTestId("elapsed").textContent).toBe("00:00");
    tickAt(9 * MINUTE + 59_000);
    expect(screen.getByTestId("elapsed").textContent).toBe("09:59");
    expect(said()).toBe("");
    tickAt(10 * MINUTE);
    expect(said()).toBe("Do końca czasu na test zostało 10 min z 20.");
    tickAt(14 * MINUTE);
    expect(said()).toBe("Do końca czasu na test zostało 10 min z 20.");
    tickAt(19 * MINUTE + 1000);
    expect(said()).toBe("Do końca czasu na test zostało 1 min z 20.");
    expect(screen.getByTestId("over").textContent).toBe("false");
    tickAt(20 * MINUTE);
    expect(said()).toBe("Minął czas na test (20 min). Możesz jeszcze zakończyć test i sprawdzić odpowiedzi.");
    expect(screen.getByTestId("over").textContent).toBe("true");
    tickAt(31 * MINUTE + 7000);
    expect(screen.getByTestId("elapsed").textContent).toBe("31:07");
  });

  it("reopened after a reload, does not say again the milestone already passed", () => {
    now = 16 * MINUTE;
    renderTimer(0);
    expect(screen.getByTestId("elapsed").textContent).toBe("16:00");
    tickAt(16 * MINUTE + 1000);
    expect(said()).toBe("");
    tickAt(19 * MINUTE);
    expect(said()).toBe("Do końca czasu na test zostało 1 min z 20.");
  });
});
