import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info, Lock } from "lucide-react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Tooltip, TooltipTrigger } from "./tooltip";

/** react-aria opens hover tooltips only after it has seen the pointer move, as a real mouse does. */
async function hover(canvasElement: HTMLElement, name?: string) {
  await userEvent.hover(canvasElement);
  await userEvent.hover(within(canvasElement).getByRole("button", name ? { name } : undefined));
}

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  args: {
    children: "Dodaj narzędzie do ulubionych",
    placement: "top",
  },
  argTypes: {
    placement: { control: "inline-radio", options: ["top", "bottom", "start", "end"] },
  },
  render: (args) => (
    <div className="flex min-h-40 items-center justify-center p-12">
      <TooltipTrigger delay={0}>
        <Button variant="secondary" icon={<Info />}>
          Ulubione
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Hovering the trigger opens the tooltip. */
export const OpenOnHover: Story = {
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Dodaj narzędzie do ulubionych");
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-describedby", tooltip.id);
  },
};

/** Keyboard focus opens it at once; Escape closes it and focus stays on the trigger. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(await screen.findByRole("tooltip")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Left open for the screenshot: focus again by keyboard.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toBeVisible();
  },
};

export const Bottom: Story = {
  args: { placement: "bottom" },
  play: OpenOnHover.play,
};

/** The tools launcher's locked app: the reason is in the tooltip and the button is named too. */
export const RankTooLow: Story = {
  args: { children: "Zbyt niska ranga: odblokujesz na etapie 2" },
  render: (args) => (
    <div className="flex min-h-40 items-center justify-center p-12">
      <TooltipTrigger delay={0}>
        <Button variant="ghost" icon={<Lock />} aria-label="Akademia AI (zablokowana)" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await hover(canvasElement, "Akademia AI (zablokowana)");
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Zbyt niska ranga");
  },
};

export const English: Story = {
  args: { children: "Add the tool to favourites" },
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Add the tool to favourites");
  },
};

export const LongPolishText: Story = {
  args: {
    children:
      "Ta funkcja jest dostępna wyłącznie w pełnej wersji kampusu; skontaktuj się z opiekunem swojej organizacji",
  },
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
    await expect(await screen.findByRole("tooltip")).toBeVisible();
  },
};

/** A disabled trigger cannot be focused or hovered into a tooltip. */
export const DisabledTrigger: Story = {
  render: (args) => (
    <div className="flex min-h-40 items-center justify-center p-12">
      <TooltipTrigger delay={0}>
        <Button variant="secondary" isDisabled>
          Ulubione
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
    await expect(screen.queryByRole("tooltip")).toBeNull();
  },
};
