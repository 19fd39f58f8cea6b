import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Trash2, X } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Button, LinkButton } from "./button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: {
    children: "Continue the course",
    onPress: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    icon: { control: false },
  },
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = { args: { variant: "primary" } };

export const Secondary: Story = { args: { variant: "secondary", children: "Back to programs" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Skip for now" } };

export const Danger: Story = { args: { variant: "danger", children: "Remove file", icon: <Trash2 /> } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { children: "Next question", icon: <ArrowRight /> },
};

export const IconOnly: Story = {
  args: { children: undefined, icon: <X />, "aria-label": "Close", variant: "ghost" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await expect(button).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.hover(button);
    await expect(button).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true, children: "Sending answer" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: () => (
    <LinkButton href="#programs" variant="secondary" icon={<ArrowRight />}>
      All programs
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "All programs" })).toHaveAttribute(
      "href",
      "#programs",
    );
  },
};

export const LongPolishText: Story = {
  args: { children: "Przejdź do następnej lekcji i zaznacz prezentację jako ukończoną" },
};

/**
 * A label longer than its column wraps and the button grows, rather than reaching past the column (a phone at
 * 320px, a learner's wider text spacing): nothing to set.
 */
export const NarrowWidth: Story = {
  args: { children: "Pobierz wszystkie materiały z lekcji" },
  decorators: [storyWidth(200)],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Pobierz wszystkie materiały z lekcji" });
    const column = button.parentElement?.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(column?.right ?? 0);
    await expect(box.height).toBeGreaterThan(40);
  },
};
