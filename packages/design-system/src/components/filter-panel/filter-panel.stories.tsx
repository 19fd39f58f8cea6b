import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FilterPanel } from "./filter-panel";
import type { FilterGroup } from "./filter-panel-fields";

const moduleGroups: FilterGroup[] = [
  {
    id: "type",
    label: "Typ modułu",
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
    // Modules count one filter per selected rank (SPEC 5).
    countEachOption: true,
    options: [
      { id: "1", label: "Etap 1" },
      { id: "2", label: "Etap 2" },
      { id: "3", label: "Etap 3" },
    ],
  },
];

const countLabel = (count: number) => (count > 0 ? `Filtry, aktywne: ${count}` : "Filtry");

const meta = {
  title: "Components/FilterPanel",
  component: FilterPanel,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: {
    title: "Filtruj moduły",
    triggerText: "Filtry",
    triggerLabel: countLabel,
    groups: moduleGroups,
    defaults: { search: "", sort: "name-asc", groups: { type: "all", rank: [] } },
    searchLabel: "Szukaj",
    searchPlaceholder: "Nazwa modułu",
    clearSearchLabel: "Wyczyść wyszukiwanie",
    sortLabel: "Sortuj według",
    sortOptions: [
      { id: "name-asc", label: "Nazwa: od A do Z" },
      { id: "name-desc", label: "Nazwa: od Z do A" },
    ],
    clearLabel: "Wyczyść",
    applyLabel: "Zastosuj",
    closeLabel: "Zamknij",
    onApply: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    layout: { control: "inline-radio", options: [undefined, "popover", "sheet"] },
    triggerLabel: { control: false },
    groups: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="min-h-[48rem] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openByKeyboard(canvasElement: HTMLElement, triggerName: string | RegExp = /^Filtry/) {
  const trigger = within(canvasElement).getByRole("button", { name: triggerName });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await body.findByRole("dialog", { name: /^Filtruj/ });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { trigger, dialog };
}

/** Moves focus with Tab only, as a keyboard user would, until it reaches the element. */
async function tabTo(element: HTMLElement, limit = 25) {
  for (let step = 0; step < limit && document.activeElement !== element; step += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

export const Playground: Story = {};

/** No filter set: the trigger shows no count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Filtry" });
    await expect(trigger).toHaveAttribute("data-active-count", "0");
  },
};

/** Applied filters: a badge with their number, which is also in the trigger's accessible name. */
export const WithActiveFilters: Story = {
  args: { value: { search: "AI", sort: "name-asc", groups: { type: "course", rank: ["1", "2"] } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Filtry, aktywne: 4" });
    await expect(trigger).toHaveTextContent("4");
  },
};

export const TriggerFocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Filtry" })).toHaveAttribute(
      "data-focus-visible",
      "true",
    );
  },
};

/** Enter opens it: a popover on desktop, a bottom sheet below 1300px. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByRole("radio", { name: "Wszystkie" })).toBeChecked();
  },
};

/** Arrows choose a type, Space ticks a rank, Apply reports the value and the trigger counts 2. */
export const ApplyByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    const panel = within(dialog);
    await tabTo(panel.getByRole("radio", { name: "Wszystkie" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(panel.getByRole("radio", { name: "Kursy" })).toBeChecked();
    await tabTo(panel.getByRole("checkbox", { name: "Etap 2" }));
    await userEvent.keyboard(" ");
    await expect(panel.getByRole("checkbox", { name: "Etap 2" })).toBeChecked();
    await tabTo(body.getByRole("button", { name: "Zastosuj" }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(
      { search: "", sort: "name-asc", groups: { type: "course", rank: ["2"] } },
      2,
    );
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName("Filtry, aktywne: 2");
  },
};

/** Clear resets the draft to the defaults; the panel stays open until Apply. */
export const ClearResetsDraft: Story = {
  args: { value: { search: "AI", sort: "name-desc", groups: { type: "webinar", rank: ["3"] } } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement, "Filtry, aktywne: 3");
    const panel = within(dialog);
    await expect(panel.getByRole("radio", { name: "Webinary" })).toBeChecked();
    const clear = body.getByRole("button", { name: "Wyczyść" });
    await tabTo(clear);
    await userEvent.keyboard("{Enter}");
    await expect(panel.getByRole("radio", { name: "Wszystkie" })).toBeChecked();
    await expect(panel.getByRole("checkbox", { name: "Etap 3" })).not.toBeChecked();
    await expect(panel.getByRole("searchbox", { name: "Szukaj" })).toHaveValue("");
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Escape closes without applying: the draft is gone and focus is back on the trigger. */
export const EscapeDiscardsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    const rank = within(dialog).getByRole("checkbox", { name: "Etap 1" });
    await tabTo(rank);
    await userEvent.keyboard(" ");
    await expect(rank).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(trigger).toHaveAccessibleName("Filtry");
    await userEvent.keyboard("{Enter}");
    const reopened = await body.findByRole("dialog");
    await expect(within(reopened).getByRole("checkbox", { name: "Etap 1" })).not.toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
  },
};

/** The sort select opens inside the panel; Escape closes only the list. A sort order never counts as a filter. */
export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    const sort = within(dialog).getByRole("button", { name: /Sortuj według/ });
    await tabTo(sort);
    await userEvent.keyboard("{ArrowDown}");
    await body.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull(), { timeout: 2000 });
    await expect(body.getByRole("dialog", { name: /^Filtruj/ })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    const option = await body.findByRole("option", { name: "Nazwa: od Z do A" });
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(option).toHaveAttribute("data-focused", "true"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sort).toHaveTextContent("Nazwa: od Z do A"));
    await tabTo(body.getByRole("button", { name: "Zastosuj" }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(
      { search: "", sort: "name-desc", groups: { type: "all", rank: [] } },
      0,
    );
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName("Filtry");
  },
};

/**
 * The tools list: domain, business, search and favorites count once each (SPEC 5), so three ticked domains
 * are one filter. Here: search + two domains + favorites = 3.
 */
export const ToolsFilters: Story = {
  args: {
    title: "Filtruj narzędzia",
    groups: [
      {
        id: "domain",
        label: "Dziedzina",
        kind: "checkbox",
        options: [
          { id: "text", label: "Tekst" },
          { id: "image", label: "Obraz" },
          { id: "sound", label: "Dźwięk" },
        ],
      },
      {
        id: "business",
        label: "Obszar biznesowy",
        kind: "checkbox",
        options: [
          { id: "marketing", label: "Marketing" },
          { id: "sales", label: "Sprzedaż" },
        ],
      },
      { id: "favorites", label: "Ulubione", kind: "checkbox", options: [{ id: "only", label: "Tylko ulubione" }] },
    ],
    defaults: { search: "", sort: "name-asc", groups: { domain: [], business: [], favorites: [] } },
    value: {
      search: "czat",
      sort: "name-asc",
      groups: { domain: ["text", "image"], business: [], favorites: ["only"] },
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, "Filtry, aktywne: 3");
    await expect(within(dialog).getByRole("checkbox", { name: "Tylko ulubione" })).toBeChecked();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Filtruj moduły według typu, rangi i słów kluczowych",
    triggerText: "Filtry i sortowanie modułów",
    triggerLabel: (count: number) =>
      count > 0 ? `Filtry i sortowanie modułów, aktywne: ${count}` : "Filtry i sortowanie modułów",
    clearLabel: "Wyczyść wszystkie filtry",
    applyLabel: "Zastosuj wybrane filtry",
    groups: [
      {
        id: "type",
        label: "Rodzaj materiałów edukacyjnych dostępnych w module",
        kind: "radio",
        options: [
          { id: "all", label: "Wszystkie rodzaje materiałów" },
          { id: "course", label: "Kursy z certyfikatem ukończenia" },
          { id: "webinar", label: "Nagrania webinarów i spotkań z ekspertami" },
        ],
      },
      {
        id: "rank",
        label: "Wymagany etap rangi użytkownika",
        kind: "checkbox",
        countEachOption: true,
        options: [
          { id: "1", label: "Etap pierwszy — początkujący odkrywca sztucznej inteligencji" },
          { id: "2", label: "Etap drugi — świadomy użytkownik narzędzi" },
        ],
      },
    ],
    value: { search: "", sort: "name-asc", groups: { type: "all", rank: ["1", "2"] } },
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, /^Filtry i sortowanie modułów/);
  },
};

/**
 * The campus's whole tools catalogue: more groups than the screen leaves under the trigger. The groups scroll inside
 * the popover; Clear and Apply stay in sight.
 */
export const TallerThanTheScreen: Story = {
  args: {
    ...ToolsFilters.args,
    title: "Filtruj narzędzia",
    groups: [
      {
        id: "domain",
        label: "Dziedzina",
        kind: "checkbox",
        options: ["Tekst", "Obraz", "Wideo", "Dźwięk", "Kod", "Dane"].map((label) => ({ id: label, label })),
      },
      {
        id: "business",
        label: "Obszar biznesowy",
        kind: "checkbox",
        options: ["Marketing", "Sprzedaż", "HR", "Edukacja", "Produktywność", "Finanse", "Obsługa klienta"].map(
          (label) => ({ id: label, label }),
        ),
      },
      { id: "favorites", label: "Ulubione", kind: "checkbox", options: [{ id: "only", label: "Tylko ulubione" }] },
    ],
    defaults: { search: "", sort: "name-asc", groups: { domain: [], business: [], favorites: [] } },
    value: undefined,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    const apply = within(dialog).getByRole("button", { name: "Zastosuj" });
    await waitFor(() => expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(apply).toBeVisible();
  },
};
