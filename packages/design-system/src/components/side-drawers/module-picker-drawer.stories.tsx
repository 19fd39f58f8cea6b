import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { ModulePickerDrawer, type ModulePickerItem } from "./module-picker-drawer";

const modules: ModulePickerItem[] = [
  { id: "1", title: "Podstawy sztucznej inteligencji", href: "/program/1", access: "completed", isCurrent: false },
  { id: "2", title: "AI w marketingu", href: "/program/2", access: "available", isCurrent: true },
  { id: "3", title: "Automatyzacja pracy biurowej", href: "/program/3", access: "available", isCurrent: false },
  { id: "4", title: "AI dla liderów", href: "/program/4", access: "unavailable", isCurrent: false },
];

const TRIGGER = "Zmień moduł";

const meta = {
  title: "Components/Side drawers/ModulePickerDrawer",
  component: ModulePickerDrawer,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Wybierz moduł",
    closeLabel: "Zamknij",
    modules,
    accessLabels: { available: "Dostępny", unavailable: "Niedostępny", completed: "Ukończony" },
    currentLabel: "Obecny moduł",
    allModulesLabel: "Wszystkie programy",
    allModulesHref: "/programs",
    emptyMessage: "Nie masz jeszcze dostępu do żadnego modułu.",
    loadingLabel: "Ładowanie modułów…",
  },
  render: renderInDrawerTrigger(TRIGGER, ModulePickerDrawer),
} satisfies Meta<typeof ModulePickerDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each module is a link with its access label; the current one is the current page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    const current = within(dialog).getByRole("link", { name: /AI w marketingu/ });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveAttribute("href", "/program/2");
    await expect(within(dialog).getByRole("link", { name: /AI dla liderów/ })).toHaveTextContent("Niedostępny");
  },
};

/** Tab reaches the links inside; focus stays trapped; Escape returns focus to the trigger. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Zamknij" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("link", { name: "Wszystkie programy" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("link", { name: /Podstawy sztucznej inteligencji/ })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

export const Loading: Story = {
  args: { modules: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Ładowanie modułów…");
  },
};

export const Empty: Story = {
  args: { modules: [] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByText("Nie masz jeszcze dostępu do żadnego modułu.")).toBeVisible();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Wybierz moduł szkoleniowy, który chcesz kontynuować",
    currentLabel: "Moduł, w którym się teraz znajdujesz",
    modules: [
      {
        id: "1",
        title: "Zastosowanie dużych modeli językowych w zarządzaniu przedsiębiorstwem i komunikacji wewnętrznej",
        href: "/program/1",
        access: "available",
        isCurrent: true,
      },
      ...modules.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
