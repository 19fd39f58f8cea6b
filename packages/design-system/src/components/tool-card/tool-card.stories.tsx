import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CardGrid, storyWidth } from "../../stories/layout";
import { logoImage } from "../course-card/fixtures/images";
import { ToolCard } from "./tool-card";

const meta = {
  title: "Components/ToolCard",
  component: ToolCard,
  args: {
    name: "Pisarz AI",
    logoSrc: logoImage("PA", "#4a2fd4"),
    description: "Asystent do pisania, który pomaga tworzyć maile, posty i raporty w Twoim stylu.",
    domainCategories: ["Tekst"],
    businessCategories: ["Marketing", "Sprzedaż"],
    licence: "freemium",
    licenceLabel: "Freemium",
    favoriteLabel: "Ulubione",
    favoritesCount: 128,
    href: "#tool-1",
    onOpen: fn(),
    onFavoriteChange: fn(),
  },
  argTypes: {
    licence: { control: "inline-radio", options: ["freemium", "paid"] },
  },
  decorators: [storyWidth(360)],
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const Paid: Story = {
  args: {
    name: "Studio Obrazów",
    logoSrc: logoImage("SO", "#b45309"),
    licence: "paid",
    licenceLabel: "Płatne",
    domainCategories: ["Obraz", "Wideo"],
    businessCategories: ["Projektowanie"],
  },
};

export const FavoriteOn: Story = {
  args: { isFavorite: true, favoritesCount: 129 },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Ulubione" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};

export const FavoriteOff: Story = {
  args: { isFavorite: false },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Ulubione" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const ToggleFavoriteByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Ulubione" });
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Pisarz AI" })).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleDescription("129");
    await expect(args.onFavoriteChange).toHaveBeenCalledWith(true);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Pisarz AI" });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Pisarz AI" });
    await userEvent.tab();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const FavoritePending: Story = {
  args: { isFavorite: true, isFavoritePending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Ulubione" })).toBeDisabled();
  },
};

export const WithoutLogoOrCategories: Story = {
  args: { logoSrc: undefined, domainCategories: [], businessCategories: [], favoritesCount: undefined },
};

export const LongPolishText: Story = {
  args: {
    name: "Automatyczny generator prezentacji biznesowych i raportów kwartalnych",
    description:
      "Przygotowuje kompletne prezentacje na podstawie notatek ze spotkań, arkuszy kalkulacyjnych i dokumentów strategicznych, dbając o spójność identyfikacji wizualnej przedsiębiorstwa oraz przejrzystość przekazu.",
    domainCategories: ["Tekst", "Prezentacje", "Analiza danych"],
    businessCategories: ["Zarządzanie", "Finanse i księgowość", "Komunikacja wewnętrzna"],
    favoritesCount: 12045,
  },
};

export const English: Story = {
  args: {
    name: "AI Writer",
    description: "A writing assistant for emails, posts and reports in your voice.",
    domainCategories: ["Text"],
    businessCategories: ["Marketing", "Sales"],
    favoriteLabel: "Favourite",
  },
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(280)],
};

export const ResponsiveGrid: Story = {
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <CardGrid>
      <ToolCard {...args} />
      <ToolCard
        {...args}
        name="Studio Obrazów"
        logoSrc={logoImage("SO", "#b45309")}
        licence="paid"
        licenceLabel="Płatne"
        domainCategories={["Obraz"]}
        businessCategories={["Projektowanie"]}
        defaultFavorite
        favoritesCount={57}
      />
      <ToolCard
        {...args}
        name="Analityk Danych"
        logoSrc={logoImage("AD", "#0f766e")}
        description="Zadaj pytanie o swoje dane, a otrzymasz wykres i wnioski."
        domainCategories={["Dane"]}
        businessCategories={["Finanse"]}
        favoritesCount={9}
      />
    </CardGrid>
  ),
};
