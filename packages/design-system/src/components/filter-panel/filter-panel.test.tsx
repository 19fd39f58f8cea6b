import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";
import type { FilterGroup } from "./filter-panel-fields";
import { countActiveFilters, type FilterPanelValue } from "./filter-value";

describe("countActiveFilters", () => {
  const moduleDefaults: FilterPanelValue = { groups: { type: "all", rank: [] } };

  it("counts nothing for the defaults", () => {
    expect(countActiveFilters(moduleDefaults, moduleDefaults)).toBe(0);
    expect(countActiveFilters({}, {})).toBe(0);
  });

  it("modules: a type other than 'all' counts 1, plus 1 per selected rank", () => {
    const value = { groups: { type: "course", rank: ["1", "3"] } };
    expect(countActiveFilters(value, moduleDefaults, { countEachOptionIn: ["rank"] })).toBe(3);
    expect(
      countActiveFilters({ groups: { type: "all", rank: ["2"] } }, moduleDefaults, { countEachOptionIn: ["rank"] }),
    ).toBe(1);
  });

  it("tools: domain, business, search and favorites count 1 each, however many options are ticked", () => {
    const defaults = { search: "", groups: { domain: [], business: [], favorites: [] } };
    const value = { search: "czat", groups: { domain: ["a", "b", "c"], business: ["x"], favorites: ["only"] } };
    expect(countActiveFilters(value, defaults)).toBe(4);
  });

  it("course filter: type, search and each rank", () => {
    const defaults = { search: "", groups: { type: "all", rank: [] } };
    const value = { search: "AI", groups: { type: "webinar", rank: ["1", "2"] } };
    expect(countActiveFilters(value, defaults, { countEachOptionIn: ["rank"] })).toBe(4);
  });

  it("partners: category and search", () => {
    const defaults = { search: "", groups: { category: [] } };
    expect(countActiveFilters({ search: "bank", groups: { category: ["finance", "law"] } }, defaults)).toBe(2);
  });

  it("ignores a blank search and the sort order", () => {
    expect(countActiveFilters({ search: "   ", sort: "name-desc" }, { sort: "name-asc" })).toBe(0);
  });

  it("counts a group whose default options were unticked", () => {
    expect(countActiveFilters({ groups: { level: [] } }, { groups: { level: ["basic"] } })).toBe(1);
  });
});

const groups: FilterGroup[] = [
  {
    id: "type",
    label: "Typ",
    kind: "radio",
    options: [
      { id: "all", label: "Wszystkie" },
      { id: "course", label: "Kursy" },
      { id: "webinar", label: "Webinary" },
    ],
  },
  {
    id: "rank",
    label: "Ranga",
    kind: "checkbox",
    countEachOption: true,
    options: [
      { id: "1", label: "Etap 1" },
      { id: "2", label: "Etap 2" },
    ],
  },
];

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onApply = vi.fn();
  render(
    <FilterPanel
      title="Filtry modułów"
      triggerText="Filtry"
      triggerLabel={(count) => (count > 0 ? `Filtry, aktywne: ${count}` : "Filtry")}
      groups={groups}
      defaults={{ search: "", groups: { type: "all", rank: [] } }}
      searchLabel="Szukaj"
      clearSearchLabel="Wyczyść wyszukiwanie"
      clearLabel="Wyczyść"
      applyLabel="Zastosuj"
      closeLabel="Zamknij"
      layout="popover"
      onApply={onApply}
      {...props}
    />,
  );
  return { onApply, user: userEvent.setup() };
}

/**
 * Everything the open panel shows is inside its named dialog, so a screen reader's user meets it in a
 * structure with a name (a popover's dialog is the container assistive technology announces), never loose
 * at the end of the page. react-aria's two visually hidden "Dismiss" buttons (out of the Tab order) stay
 * outside, by its design.
 */
function expectContentInsideDialog(dialog: HTMLElement) {
  const overlay = dialog.closest("[data-placement]");
  expect(overlay).not.toBeNull();
  const content = overlay?.querySelectorAll("a, button, input, select, textarea, [role], h1, h2, h3, p, label, li");
  expect(content?.length).toBeGreaterThan(2);
  for (const element of content ?? []) {
    if (dialog === element || dialog.contains(element)) continue;
    expect(element).toHaveAttribute("aria-label", "Dismiss");
    expect(element).toHaveAttribute("tabindex", "-1");
  }
}

// Overlay tests take a few seconds in jsdom on a busy machine.
describe("FilterPanel", () => {
  for (const layout of ["popover", "sheet"] as const) {
    it(`shows its fields and buttons inside a dialog named by its title (${layout})`, async () => {
      const { user } = renderPanel({ layout });
      await user.click(screen.getByRole("button", { name: "Filtry" }));
      const dialog = await screen.findByRole("dialog", { name: "Filtry modułów" });
      expect(within(dialog).getByRole("button", { name: "Zastosuj" })).toBeInTheDocument();
      expectContentInsideDialog(dialog);
    });
  }

  it("applies the draft and shows the new count on the trigger", async () => {
    const { onApply, user } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Filtry" }));
    const dialog = await screen.findByRole("dialog", { name: "Filtry modułów" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Etap 2" }));
    await user.click(within(dialog).getByRole("radio", { name: "Kursy" }));
    await user.click(within(dialog).getByRole("button", { name: "Zastosuj" }));
    expect(onApply).toHaveBeenCalledWith({ search: "", groups: { type: "course", rank: ["2"] } }, 2);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Filtry, aktywne: 2" })).toHaveTextContent("2");
  });

  it("discards the draft on Escape and returns focus to the trigger", async () => {
    const { onApply, user } = renderPanel();
    const trigger = screen.getByRole("button", { name: "Filtry" });
    await user.click(trigger);
    await user.click(await screen.findByRole("checkbox", { name: "Etap 1" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onApply).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(await screen.findByRole("checkbox", { name: "Etap 1" })).not.toBeChecked();
  });

  it("resets the draft to the defaults with Clear", async () => {
    const { onApply, user } = renderPanel({ value: { search: "AI", groups: { type: "webinar", rank: ["1"] } } });
    await user.click(screen.getByRole("button", { name: "Filtry, aktywne: 3" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: "Webinary" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Wyczyść" }));
    expect(within(dialog).getByRole("radio", { name: "Wszystkie" })).toBeChecked();
    expect(within(dialog).getByRole("searchbox", { name: "Szukaj" })).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: "Zastosuj" }));
    expect(onApply).toHaveBeenCalledWith({ search: "", groups: { type: "all", rank: [] } }, 0);
  });

  it("prefers the count given by the list", () => {
    renderPanel({ activeCount: 5 });
    expect(screen.getByRole("button", { name: "Filtry, aktywne: 5" })).toBeInTheDocument();
  });

  it("opens as a bottom sheet in the mobile layout", async () => {
    const { user } = renderPanel({ layout: "sheet" });
    await user.click(screen.getByRole("button", { name: "Filtry" }));
    const dialog = await screen.findByRole("dialog", { name: "Filtry modułów" });
    expect(dialog.closest("[data-placement]")).toHaveAttribute("data-placement", "bottom");
    expect(within(dialog).getByRole("button", { name: "Zamknij" })).toBeInTheDocument();
  });
});
