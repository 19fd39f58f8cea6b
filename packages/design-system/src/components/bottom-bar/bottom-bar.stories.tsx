import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BottomBar } from "./bottom-bar";

const isDesktop = () => window.matchMedia("(min-width: 1300px)").matches;

const meta = {
  title: "Components/BottomBar",
  component: BottomBar,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: {
    label: "Nawigacja dolna",
    homeLabel: "Start",
    homeHref: "/",
    toolsLabel: "Narzędzia",
    onToolsPress: fn(),
    userLabel: "Konto",
    onUserPress: fn(),
  },
  argTypes: { toolsSlot: { control: false }, userAvatar: { control: false } },
  // The bar is fixed to the viewport; the frame gives the story root the viewport's size for screenshots.
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-surface p-5 pb-bottom-bar">
        <p className="text-body text-fg-muted">Treść strony nad dolnym paskiem nawigacji.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (isDesktop()) {
      // The desktop top bar takes over from 1300px: the bar is there but not shown (and so has no accessible name).
      const hidden = canvasElement.querySelector("nav");
      await expect(hidden).not.toBeNull();
      await expect(hidden).not.toBeVisible();
      return;
    }
    const nav = canvas.getByRole("navigation", { name: "Nawigacja dolna" });
    await expect(nav).toBeVisible();
    await expect(nav.getBoundingClientRect().height).toBe(72);
    await expect(canvas.getByRole("link", { name: "Start" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: "Narzędzia" }));
    await expect(args.onToolsPress).toHaveBeenCalledTimes(1);
    const user = canvas.getByRole("button", { name: "Konto" });
    await expect(user).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(user);
    await expect(args.onUserPress).toHaveBeenCalledTimes(1);
  },
};

export const HomeCurrent: Story = {
  args: { isHomeCurrent: true },
  play: async ({ canvasElement }) => {
    if (isDesktop()) return;
    await expect(within(canvasElement).getByRole("link", { name: "Start" })).toHaveAttribute("aria-current", "page");
  },
};

export const UserMenuOpen: Story = {
  args: { isUserMenuOpen: true },
  play: async ({ canvasElement }) => {
    if (isDesktop()) return;
    await expect(within(canvasElement).getByRole("button", { name: "Konto" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const KeyboardOperation: Story = {
  play: async ({ canvasElement, args }) => {
    if (isDesktop()) return;
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Start" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Narzędzia" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onToolsPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const user = canvas.getByRole("button", { name: "Konto" });
    await expect(user).toHaveFocus();
    await expect(user).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard(" ");
    await expect(args.onUserPress).toHaveBeenCalledTimes(1);
  },
};

export const WithAvatar: Story = {
  args: {
    userLabel: "Anna",
    userAvatar: (
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="12" className="fill-accent" />
        <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" className="fill-accent-fg">
          AK
        </text>
      </svg>
    ),
  },
};

export const English: Story = {
  args: { label: "Bottom navigation", homeLabel: "Home", toolsLabel: "Tools", userLabel: "Account" },
};

export const LongPolishText: Story = {
  args: {
    homeLabel: "Strona główna",
    toolsLabel: "Narzędzia edukacyjne",
    userLabel: "Małgorzata Szczepańska-Wierzbicka",
  },
};
