import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmissionStatus } from "./submission-status";

describe("SubmissionStatus", () => {
  it("names its region by the status", () => {
    render(<SubmissionStatus status="pending" statusLabel="Oczekuje na ocenę" />);
    expect(screen.getByRole("region", { name: "Oczekuje na ocenę" })).toHaveAttribute("data-status", "pending");
  });

  it("shows the reviewer's feedback of a rejected submission", () => {
    render(
      <SubmissionStatus status="rejected" statusLabel="Odrzucona" feedbackLabel="Uwagi" feedback="Brakuje linku." />,
    );
    expect(screen.getByText("Uwagi")).toBeInTheDocument();
    expect(screen.getByText("Brakuje linku.")).toBeInTheDocument();
  });

  it("shows no feedback while the submission waits for review", () => {
    render(<SubmissionStatus status="pending" statusLabel="Oczekuje" feedback="stale" />);
    expect(screen.queryByText("stale")).toBeNull();
  });
});
