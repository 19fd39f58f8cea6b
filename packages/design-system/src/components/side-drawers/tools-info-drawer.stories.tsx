import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { ToolsInfoDrawer } from "./tools-info-drawer";

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="12" fill="#4338ca"/><path d="M16 38l12-20 12 20z" fill="#fff"/></svg>',
)}`;

function polishFavorites(count: number): string {
  return `Ulubione: ${count}`;
}

const TRIGGER = "Informacje o narzędziu";

const meta = {
  title: "Components/Side drawers/ToolsInfoDrawer",
  component: ToolsInfoDrawer,
  parameters: { layout: "fullscreen" },
  args: {
    name: "Pisarz AI",
    closeLabel: "Zamknij",
    description: "Generuje szkice tekstów marketingowych i pomaga je redagować w wybranym tonie.",
    logoSrc: logo,
    categories: ["Tekst", "Marketing", "Sprzedaż"],
    categoriesLabel: "Kategorie",
    licence: "freemium",
    licenceLabel: "Freemium",
    href: "https://example.com/pisarz-ai",
    openLabel: "Przejdź do narzędzia",
    newTabLabel: "(otwiera się w nowej karcie)",
    favoritesCount: 128,
    formatFavorites: polishFavorites,
  },
  argTypes: {
    formatFavorites: { control: false },
    licence: { control: "inline-radio", options: ["freemium", "paid"] },
  },
  render: renderInDrawerTrigger(TRIGGER, ToolsInfoDrawer),
} satisfies Meta<typeof ToolsInfoDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The link to the tool opens its own site in a new tab and says so. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(dialog).toHaveAccessibleName("Pisarz AI");
    const link = within(dialog).getByRole("link", { name: /Przejdź do narzędzia/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName("Przejdź do narzędzia (otwiera się w nowej karcie)");
    await expect(within(dialog).getByText("Ulubione: 128")).toBeVisible();
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

export const Paid: Story = {
  args: { licence: "paid", licenceLabel: "Płatne", favoritesCount: 3, categories: ["Wideo"] },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};

export const LongPolishText: Story = {
  args: {
    name: "Inteligentny asystent do przygotowywania prezentacji biznesowych",
    description:
      "Na podstawie krótkiego opisu przygotowuje kompletną prezentację: układ slajdów, treść, propozycje grafik i notatki dla prelegenta. Pozwala dopasować styl do identyfikacji wizualnej firmy i eksportować wynik do popularnych formatów.",
    categories: ["Prezentacje", "Produktywność", "Zarządzanie projektami", "Komunikacja wewnętrzna"],
    openLabel: "Przejdź do strony narzędzia",
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
