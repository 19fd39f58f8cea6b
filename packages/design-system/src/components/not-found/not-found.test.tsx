import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFound } from "./not-found";

describe("NotFound", () => {
  it("renders a main landmark with the heading and a link home", () => {
    render(<NotFound title="Page not found" text="Gone." goHomeLabel="Go home" homeHref="/start" />);
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/start");
  });

  it("can sit inside an existing main", () => {
    render(<NotFound title="Page not found" text="Gone." goHomeLabel="Go home" as="div" />);
    expect(screen.queryByRole("main")).toBeNull();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });
});
