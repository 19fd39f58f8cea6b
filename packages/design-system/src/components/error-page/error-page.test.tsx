import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorPage } from "./error-page";

const props = {
  title: "Something went wrong",
  message: "We could not connect.",
  tryAgainLabel: "Try again",
  goHomeLabel: "Go home",
  attemptText: "Connection attempt 3",
};

describe("ErrorPage", () => {
  it("retries by mouse and keyboard and links home", async () => {
    const onTryAgain = vi.fn();
    render(<ErrorPage {...props} onTryAgain={onTryAgain} />);
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByRole("status").textContent).toBe("Connection attempt 3");
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    screen.getByRole("button", { name: "Try again" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onTryAgain).toHaveBeenCalledTimes(2);
  });

  it("refuses retries while one is running", async () => {
    const onTryAgain = vi.fn();
    render(<ErrorPage {...props} onTryAgain={onTryAgain} isRetrying as="div" />);
    expect(screen.queryByRole("main")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Try again/ }));
    expect(onTryAgain).not.toHaveBeenCalled();
  });
});
