import type { Meta, StoryObj } from "@storybook/react-vite";
import { SlidersHorizontal } from "lucide-react";
import { DialogTrigger } from "react-aria-components";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Popover, PopoverDialog } from "./popover";

const meta = {
  title: "Components/Popover",
  component: Popover,
  args: {
    placement: "bottom start",
    showArrow: false,
    children: null,
  },
  argTypes: {
    placement: { control: "select", options: ["bottom start", "bottom", "top", "end", "start"] },
    children: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: "320px" } } },
  render: ({ children: _children, ...args }) => (
    <div className="min-h-72 p-4">
      <DialogTrigger>
        <Button variant="secondary" icon={<SlidersHorizontal />}>
          Sortowanie
        </Button>
        <Popover {...args} className="w-72">
          <PopoverDialog title="Sortuj narzędzia">
            <p className="text-small text-fg-muted">Narzędzia są ułożone alfabetycznie, od A do Z.</p>
            <Button size="sm" slot="close" className="mt-4">
              Zamknij
            </Button>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Sortowanie" }));
  return screen.findByRole("dialog");
}

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole("heading", { name: "Sortuj narzędzia" })).toBeVisible();
  },
};

export const WithArrow: Story = {
  args: { showArrow: true },
  play: Open.play,
};

/** Enter opens it and moves focus in; Escape closes it and focus returns to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Sortowanie" });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button inside closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Zamknij" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
  },
};

export const LongPolishText: Story = {
  render: ({ children: _children, ...args }) => (
    <div className="min-h-80 p-4">
      <DialogTrigger>
        <Button variant="secondary">Sortowanie</Button>
        <Popover {...args} className="w-80">
          <PopoverDialog title="Dlaczego nie widzę wszystkich narzędzi w repozytorium organizacji?">
            <p className="text-small text-fg-muted">
              Niektóre narzędzia udostępniamy dopiero po osiągnięciu odpowiedniego etapu rangi albo po ukończeniu
              wymaganych kursów. Zajrzyj do zakładki z postępami, aby sprawdzić, których kroków jeszcze brakuje.
            </p>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement)).toBeVisible();
  },
};
