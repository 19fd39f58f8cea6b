import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLoadingScreen } from "./app-loading-screen";

describe("AppLoadingScreen", () => {
  it("announces the message in a status region and keeps the spinner decorative", () => {
    const { container } = render(
      <AppLoadingScreen message="Almost ready! You will be logged in shortly." logo={<span>Logo</span>} />,
    );
    expect(screen.getByRole("status").textContent).toBe("Almost ready! You will be logged in shortly.");
    expect(screen.getByText("Logo")).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
