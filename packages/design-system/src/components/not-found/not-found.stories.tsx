import type { Meta, StoryObj } from "@storybook/react-vite";
import { Lock } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { NotFound } from "./not-found";

const meta = {
  title: "Components/NotFound",
  component: NotFound,
  tags: ["responsive"],
  parameters: {
    layout: "fullscreen",
    a11y: {
      config: {
        rules: [
          { id: "landmark-one-main", enabled: true },
          { id: "page-has-heading-one", enabled: true },
        ],
      },
    },
  },
  args: {
    title: "Nie znaleziono strony",
    text: "Strona, której szukasz, nie istnieje albo została przeniesiona.",
    goHomeLabel: "Wróć na stronę główną",
    homeHref: "/",
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toHaveAttribute("href", "/");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Wróć na stronę główną" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
  },
};

export const English: Story = {
  args: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has been moved.",
    goHomeLabel: "Go to the home page",
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Nie znaleźliśmy strony, której szukasz na platformie Campus",
    text: "Adres mógł zostać błędnie wpisany, a kurs lub program mógł zostać przeniesiony albo wycofany. Wróć na stronę główną i wybierz kurs z listy programów.",
  },
};

/** A page out of reach for another reason than "not found" keeps the card with a mark of its own instead of 404. */
export const WithMark: Story = {
  args: {
    title: "Poza planem Twojej organizacji",
    text: "Ta część kampusu nie należy do planu Twojej organizacji.",
    mark: (
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg border-edge border-current [&>svg]:size-7">
        <Lock />
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" })).toBeVisible();
    await expect(canvas.queryByText("404")).toBeNull();
  },
};
