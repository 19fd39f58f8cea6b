import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, SearchX, Star } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Button } from "../button/button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: {
    title: "Brak wyników",
    description: "Zmień wyszukiwaną frazę albo wyczyść filtry, aby zobaczyć wszystkie narzędzia.",
    icon: <SearchX />,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoResultsWithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" onPress={fn()}>
        Wyczyść filtry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Brak wyników" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Wyczyść filtry" })).toHaveFocus();
  },
};

export const NoFavorites: Story = {
  args: {
    icon: <Star />,
    title: "Nie masz jeszcze ulubionych narzędzi",
    description: "Dodaj narzędzie do ulubionych gwiazdką na jego karcie.",
  },
};

export const NoNotifications: Story = {
  args: { icon: <Bell />, title: "Brak powiadomień", description: undefined, headingLevel: 3 },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const English: Story = {
  args: { title: "No results", description: "Change the search phrase or clear the filters to see every tool." },
};

export const LongPolishText: Story = {
  args: {
    title: "Nie znaleźliśmy żadnych kursów spełniających wszystkie wybrane kryteria wyszukiwania",
    description:
      "Spróbuj usunąć część filtrów, wybrać inną rangę albo wpisać krótszą frazę. Nowe kursy pojawiają się w programach co miesiąc.",
  },
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(280)],
};
