import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { slides } from "./fixtures/slides";
import { PresentationViewer, type PresentationViewerProps } from "./presentation-viewer";

function renderViewer(props: Partial<PresentationViewerProps> = {}) {
  const onIndexChange = vi.fn();
  const onMarkDone = vi.fn();
  const result = render(
    <PresentationViewer
      title="Deck"
      slides={slides}
      formatCounter={(current, total) => `Slide ${current} of ${total}`}
      previousLabel="Previous"
      nextLabel="Next"
      markDoneLabel="Mark as done"
      doneLabel="Done"
      loadingLabel="Loading deck"
      emptyLabel="No slides"
      onIndexChange={onIndexChange}
      onMarkDone={onMarkDone}
      {...props}
    />,
  );
  return { onIndexChange, onMarkDone, ...result };
}

describe("PresentationViewer", () => {
  it("shows the first slide with its alt text and the counter", () => {
    renderViewer();
    expect(screen.getByRole("group", { name: "Slide 1 of 12" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Czym jest sztuczna inteligencja/ })).toBeInTheDocument();
    expect(screen.getByText("Slide 1 of 12")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("moves with the buttons", async () => {
    const user = userEvent.setup();
    const { onIndexChange } = renderViewer();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Slide 2 of 12")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Slide 1 of 12")).toBeInTheDocument();
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it("moves with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.tab();
    expect(screen.getByRole("group")).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByText("Slide 3 of 12")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("Slide 2 of 12")).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(screen.getByText("Slide 12 of 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Slide 12 of 12")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(screen.getByText("Slide 1 of 12")).toBeInTheDocument();
  });

  it("follows a controlled index", () => {
    renderViewer({ index: 5 });
    expect(screen.getByText("Slide 6 of 12")).toBeInTheDocument();
  });

  it("keeps focus in the viewer when the next button turns disabled on the last slide", async () => {
    const user = userEvent.setup();
    renderViewer({ defaultIndex: 10 });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("group", { name: "Slide 12 of 12" })).toHaveFocus();
  });

  it("marks as done once and then shows the done state", async () => {
    const user = userEvent.setup();
    const { onMarkDone, rerender } = renderViewer();
    await user.click(screen.getByRole("button", { name: "Mark as done" }));
    expect(onMarkDone).toHaveBeenCalledTimes(1);
    rerender(
      <PresentationViewer
        title="Deck"
        slides={slides}
        formatCounter={(current, total) => `Slide ${current} of ${total}`}
        previousLabel="Previous"
        nextLabel="Next"
        markDoneLabel="Mark as done"
        doneLabel="Done"
        isDone
        onMarkDone={onMarkDone}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onMarkDone).toHaveBeenCalledTimes(1);
  });

  it("has no mark-as-done button when the host counts the presentation as viewed by itself", () => {
    render(
      <PresentationViewer
        title="Deck"
        slides={slides}
        formatCounter={(current, total) => `Slide ${current} of ${total}`}
        previousLabel="Previous"
        nextLabel="Next"
      />,
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as done" })).toBeNull();
  });

  it("shows loading and empty states", () => {
    const { unmount } = renderViewer({ isLoading: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading deck");
    unmount();
    renderViewer({ slides: [] });
    expect(screen.getByText("No slides")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });
});
