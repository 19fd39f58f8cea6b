import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppLoadingScreen } from "./app-loading-screen";

function CampusLogo() {
  return (
    <svg viewBox="0 0 160 40" role="img" aria-label="Campus" className="h-10 w-40 text-fg">
      <rect x="0" y="4" width="32" height="32" rx="8" className="fill-accent" />
      <path d="M22 14a8 8 0 1 0 0 12" fill="none" strokeWidth="4" strokeLinecap="round" className="stroke-surface" />
      <text x="42" y="29" fontSize="24" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Campus
      </text>
    </svg>
  );
}

const meta = {
  title: "Components/AppLoadingScreen",
  component: AppLoadingScreen,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: { message: "Prawie gotowe! Za chwilę zostaniesz zalogowany.", logo: <CampusLogo /> },
  argTypes: { logo: { control: false } },
  // The screen is fixed; the frame gives the story root the viewport's size so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-dvh">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppLoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Prawie gotowe! Za chwilę zostaniesz zalogowany.");
    await expect(canvas.getByRole("img", { name: "Campus" })).toBeVisible();
  },
};

export const English: Story = { args: { message: "Almost ready! You will be logged in shortly." } };

export const WithoutLogo: Story = { args: { logo: undefined } };

export const LongPolishText: Story = {
  args: {
    message:
      "Prawie gotowe! Przygotowujemy Twoje programy, kursy i postępy w nauce. Za chwilę zostaniesz automatycznie zalogowany do platformy.",
  },
};
