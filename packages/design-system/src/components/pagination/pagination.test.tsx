import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageItems } from "./pagination";

const labels = {
  label: "Strony",
  previousLabel: "Poprzednia",
  nextLabel: "Następna",
  pageLabel: (page: number) => `Strona ${page}`,
};

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("shortens long lists around the current page", () => {
    expect(pageItems(10, 47)).toEqual([1, "gap", 9, 10, 11, "gap", 47]);
  });
  it("has one page for a short list", () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });
});

describe("Pagination", () => {
  it("derives the page count from total and page size and marks the current page", () => {
    render(<Pagination {...labels} page={2} totalItems={47} pageSize={9} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Strona 6" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Strona 7" })).toBeNull();
    expect(screen.getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("navigation", { name: "Strony" })).toBeInTheDocument();
  });

  it("moves with previous and next, disabled at the ends", async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={1} totalItems={20} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Poprzednia" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Następna" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("shows the summary passed in", () => {
    render(<Pagination {...labels} page={1} totalItems={20} pageSize={10} onPageChange={() => {}} summary="9 z 20" />);
    expect(screen.getByText("9 z 20")).toBeInTheDocument();
  });
});

describe("pageItems at the edges", () => {
  it("keeps the same number of slots near the start and the end", () => {
    expect(pageItems(2, 47)).toEqual([1, 2, 3, 4, 5, "gap", 47]);
    expect(pageItems(46, 47)).toEqual([1, "gap", 43, 44, 45, 46, 47]);
  });
});
