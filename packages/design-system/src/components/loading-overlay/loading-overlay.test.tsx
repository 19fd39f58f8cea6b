import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingOverlay } from "./loading-overlay";

describe("LoadingOverlay", () => {
  it("marks the region busy, makes the page inert and announces the label", () => {
    const { container } = render(
      <LoadingOverlay isVisible label="Loading the page">
        <button type="button">Open</button>
      </LoadingOverlay>,
    );
    expect(container.firstElementChild?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading the page");
    expect(screen.getByText("Open").closest("[inert]")).not.toBeNull();
  });

  it("renders only the page when not visible", () => {
    const { container } = render(
      <LoadingOverlay isVisible={false} label="Loading the page">
        <button type="button">Open</button>
      </LoadingOverlay>,
    );
    expect(container.firstElementChild?.getAttribute("aria-busy")).toBe("false");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Open").closest("[inert]")).toBeNull();
  });
});
