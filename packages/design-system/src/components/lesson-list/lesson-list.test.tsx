import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { kindLabels, lessons } from "./fixtures/lessons";
import { LessonList, type LessonListProps } from "./lesson-list";

function renderList(props: Partial<LessonListProps> = {}) {
  const onSelect = vi.fn();
  render(
    <LessonList
      title="Lessons"
      lessons={lessons}
      kindLabels={kindLabels}
      completedLabel="Done"
      lockedLabel="Locked"
      currentLabel="Now"
      currentId="l3"
      onSelect={onSelect}
      formatProgress={(done, total) => `${done} of ${total} done`}
      loadingLabel="Loading lessons"
      emptyLabel="No lessons yet"
      {...props}
    />,
  );
  return { onSelect };
}

describe("LessonList", () => {
  it("names the navigation by its heading and sums up progress over lessons and sub-lessons", () => {
    renderList();
    expect(screen.getByRole("navigation", { name: "Lessons" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "3 of 8 done" })).toHaveAttribute("aria-valuenow", "3");
  });

  it("marks the current lesson with aria-current of the chosen type", () => {
    renderList({ currentType: "page" });
    expect(screen.getByRole("button", { name: /Pisanie skutecznych promptów/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("Now")).toBeInTheDocument();
  });

  it("shows kind labels, durations and completed text", () => {
    renderList();
    const first = screen.getByRole("button", { name: /Czym jest sztuczna inteligencja/ });
    expect(within(first).getByText("Wideo")).toBeInTheDocument();
    expect(within(first).getByText("8 min")).toBeInTheDocument();
    expect(within(first).getByText("Done")).toBeInTheDocument();
  });

  it("renders locked lessons as text with their reason, not as controls", () => {
    renderList();
    expect(screen.queryByRole("button", { name: /Test wewnętrzny: podstawy AI/ })).toBeNull();
    expect(screen.getByText("Ukończ poprzednie lekcje")).toBeInTheDocument();
    // Without its own reason a locked lesson falls back to the generic label.
    expect(screen.getByText("Locked")).toBeInTheDocument();
  });

  it("nests sub-lessons in a list of their own", () => {
    renderList();
    const parent = screen.getByRole("button", { name: /Modele językowe w praktyce/ }).closest("li");
    expect(parent).not.toBeNull();
    expect(within(parent as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
  });

  it("selects a lesson with the keyboard", async () => {
    const user = userEvent.setup();
    const { onSelect } = renderList();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("l2");
  });

  it("renders links when lessons have an href", async () => {
    const user = userEvent.setup();
    const { onSelect } = renderList({ lessons: [{ id: "x", title: "Linked", kind: "text", href: "#x" }] });
    const link = screen.getByRole("link", { name: /Linked/ });
    expect(link).toHaveAttribute("href", "#x");
    await user.click(link);
    expect(onSelect).toHaveBeenCalledWith("x");
  });

  it("shows skeletons while loading and a message when empty", () => {
    renderList({ isLoading: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading lessons");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the empty message without lessons", () => {
    renderList({ lessons: [] });
    expect(screen.getByText("No lessons yet")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
