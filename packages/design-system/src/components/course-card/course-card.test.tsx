import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CourseCard } from "./course-card";

const base = {
  title: "Skuteczne promptowanie",
  program: "Podstawy AI",
  access: "available" as const,
  accessLabel: "Dostępny",
};

describe("CourseCard", () => {
  it("opens by mouse and by keyboard through its one link", async () => {
    const onOpen = vi.fn();
    render(<CourseCard {...base} href="/course/1" onOpen={onOpen} />);
    const link = screen.getByRole("link", { name: "Skuteczne promptowanie" });
    expect(link).toHaveAttribute("href", "/course/1");
    await userEvent.click(link);
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("cannot be opened when locked by rank and says why", async () => {
    const onOpen = vi.fn();
    render(<CourseCard {...base} href="/course/1" onOpen={onOpen} isLocked lockedLabel="Ranga za niska" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Ranga za niska")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("heading", { name: "Skuteczne promptowanie" }));
    await userEvent.tab();
    expect(onOpen).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it("fetches its cover as it nears the screen, not with the page", () => {
    const { container } = render(<CourseCard {...base} imageSrc="/cover.jpg" />);
    const cover = container.querySelector("img");
    expect(cover).toHaveAttribute("src", "/cover.jpg");
    expect(cover).toHaveAttribute("loading", "lazy");
    expect(cover).toHaveAttribute("decoding", "async");
  });

  it("cannot be opened when the course is unavailable", () => {
    render(<CourseCard {...base} access="unavailable" accessLabel="Niedostępny" href="/course/1" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Niedostępny")).toBeInTheDocument();
  });

  it("reports progress with its label and value", () => {
    render(<CourseCard {...base} progress={40} progressLabel="Postęp" />);
    const bar = screen.getByRole("progressbar", { name: "Postęp" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("40%")).toBeInTheDocument();
  });

  it("hides the progress bar for a course not started", () => {
    render(<CourseCard {...base} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
