import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TestProgress, type TestProgressProps } from "./test-progress";

function renderProgress(props: Partial<TestProgressProps> = {}) {
  const handlers = { onBack: vi.fn(), onNext: vi.fn(), onFinish: vi.fn() };
  render(
    <TestProgress
      current={3}
      total={10}
      formatPosition={(current, total) => `Pytanie ${current} z ${total}`}
      progressLabel="Postęp testu"
      backLabel="Wstecz"
      nextLabel="Dalej"
      finishLabel="Zakończ test"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe("TestProgress", () => {
  it("shows the position in words and as a progress bar", () => {
    renderProgress({ timeHint: "Test zajmie maksymalnie 20 minut" });
    expect(screen.getByText("Pytanie 3 z 10")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Postęp testu" });
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuetext", "Pytanie 3 z 10");
    expect(screen.getByText("Test zajmie maksymalnie 20 minut")).toBeInTheDocument();
  });

  it("moves back and next", async () => {
    const { onBack, onNext } = renderProgress();
    await userEvent.click(screen.getByRole("button", { name: "Wstecz" }));
    await userEvent.click(screen.getByRole("button", { name: "Dalej" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("keeps Next disabled until the question is answered", () => {
    renderProgress({ canGoNext: false });
    expect(screen.getByRole("button", { name: "Dalej" })).toBeDisabled();
  });

  it("hides Back on the first question and shows Finish on the last", async () => {
    const { onFinish } = renderProgress({ current: 10 });
    await userEvent.click(screen.getByRole("button", { name: "Zakończ test" }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Dalej" })).toBeNull();
  });

  it("has no Back on the first question", () => {
    renderProgress({ current: 1 });
    expect(screen.queryByRole("button", { name: "Wstecz" })).toBeNull();
  });
});
