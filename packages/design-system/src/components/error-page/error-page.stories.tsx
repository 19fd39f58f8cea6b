import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorPage } from "./error-page";

function Illustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className="h-32 w-44" fill="none">
      <rect
        x="10"
        y="20"
        width="140"
        height="88"
        rx="12"
        className="fill-surface-sunken stroke-border-strong"
        strokeWidth="2"
      />
      <rect x="10" y="20" width="140" height="18" rx="6" className="fill-accent-subtle" />
      <path d="M60 78c10-12 30-12 40 0" className="stroke-accent" strokeWidth="5" strokeLinecap="round" />
      <path d="M68 88c6-6 18-6 24 0" className="stroke-accent" strokeWidth="5" strokeLinecap="round" />
      <path d="M50 52l60 48" className="stroke-danger" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

const pageA11y = {
  a11y: {
    config: {
      rules: [
        { id: "landmark-one-main", enabled: true },
        { id: "page-has-heading-one", enabled: true },
      ],
    },
  },
};

const meta = {
  title: "Components/ErrorPage",
  component: ErrorPage,
  tags: ["responsive"],
  parameters: { layout: "fullscreen", ...pageA11y },
  args: {
    title: "Coś poszło nie tak",
    message: "Nie udało się połączyć z platformą Campus. Sprawdź połączenie z internetem i spróbuj ponownie.",
    tryAgainLabel: "Spróbuj ponownie",
    onTryAgain: fn(),
    goHomeLabel: "Wróć na stronę główną",
    homeHref: "/",
    attemptText: "Próba połączenia 3",
  },
  argTypes: { illustration: { control: false } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Coś poszło nie tak" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Próba połączenia 3");
    await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

export const WithIllustration: Story = { args: { illustration: <Illustration /> } };

export const KeyboardRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toHaveFocus();
    await userEvent.tab();
    const retry = canvas.getByRole("button", { name: "Spróbuj ponownie" });
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { isRetrying: true, attemptText: "Próba połączenia 4" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Spróbuj ponownie/ }));
    await expect(args.onTryAgain).not.toHaveBeenCalled();
  },
};

export const FirstAttempt: Story = { args: { attemptText: undefined } };

export const English: Story = {
  args: {
    title: "Something went wrong",
    message: "We could not connect to Campus. Check your internet connection and try again.",
    tryAgainLabel: "Try again",
    goHomeLabel: "Go to the home page",
    attemptText: "Connection attempt 3",
    illustration: <Illustration />,
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Nie udało się wczytać platformy Campus ani Twoich postępów w nauce",
    message:
      "Serwer nie odpowiada od dłuższego czasu. Twoje odpowiedzi i ukończone lekcje są bezpieczne. Sprawdź połączenie z internetem, odczekaj chwilę i spróbuj ponownie albo wróć na stronę główną.",
    attemptText: "Próba połączenia 12",
  },
};
