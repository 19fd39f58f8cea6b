import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProgramCard } from "./program-card";

describe("ProgramCard", () => {
  it("opens the program by keyboard", async () => {
    const onOpen = vi.fn();
    render(<ProgramCard title="Podstawy AI" courseCountLabel="8 kursów" href="/program/1" onOpen={onOpen} />);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Podstawy AI" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByText("8 kursów")).toBeInTheDocument();
  });

  it("is not openable when locked by rank", () => {
    render(
      <ProgramCard
        title="Agenty"
        courseCountLabel="6 kursów"
        href="/program/2"
        isLocked
        lockedLabel="Ranga za niska"
      />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Ranga za niska")).toBeInTheDocument();
  });

  it("shows progress with a pre-formatted value", () => {
    render(
      <ProgramCard
        title="Podstawy AI"
        courseCountLabel="8 kursów"
        progress={25}
        progressLabel="Postęp programu"
        progressValueLabel="2 z 8 kursów"
      />,
    );
    expect(screen.getByRole("progressbar", { name: "Postęp programu" })).toHaveAttribute(
      "aria-valuetext",
      "2 z 8 kursów",
    );
  });
});
