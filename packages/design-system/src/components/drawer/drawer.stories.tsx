import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Drawer, DrawerTrigger } from "./drawer";

const meta = {
  title: "Components/Drawer",
  component: Drawer,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Powiadomienia",
    closeLabel: "Zamknij",
    placement: "right",
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: "inline-radio", options: ["left", "right", "bottom"] },
    size: { control: "inline-radio", options: ["full", "panel"] },
  },
  render: (args) => (
    <div className="p-4">
      <DrawerTrigger>
        <Button variant="secondary">Otwórz szufladę</Button>
        <Drawer {...args}>
          <p className="text-body text-fg">Treść szuflady. Tu pojawiają się powiadomienia, ranga lub lista modułów.</p>
          <div className="mt-4 flex flex-col gap-2">
            <Button variant="secondary">Pierwsza akcja</Button>
            <Button variant="secondary">Druga akcja</Button>
          </div>
        </Drawer>
      </DrawerTrigger>
    </div>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole("button", { name: "Otwórz szufladę" });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await body.findByRole("dialog");
  return { trigger, dialog };
}

export const Playground: Story = {};

/** Open on the right: the generic side drawer. */
export const RightOpen: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName("Powiadomienia");
  },
};

/** Left and full width: the mobile menu's first level. */
export const LeftFullWidth: Story = {
  args: { placement: "left", title: "Menu" },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(dialog.closest("[data-placement]")).toHaveAttribute("data-placement", "left");
  },
};

/** Bottom sheet placement. */
export const BottomOpen: Story = {
  args: { placement: "bottom", title: "Konto" },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};

/** Tab and Shift+Tab stay inside; Escape closes and focus returns to the trigger. */
export const FocusTrappedAndReturned: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes by keyboard too and focus goes back to the trigger. */
export const ClosedByCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openByKeyboard(canvasElement);
    const close = body.getByRole("button", { name: "Zamknij" });
    close.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A second-level drawer with a back button over a first-level one. */
export const WithBackButton: Story = {
  render: function Render(args) {
    const [isSecondOpen, setSecondOpen] = useState(false);
    return (
      <div className="p-4">
        <DrawerTrigger>
          <Button variant="secondary">Otwórz szufladę</Button>
          <Drawer {...args} placement="left" title="Menu">
            <Button variant="secondary" onPress={() => setSecondOpen(true)}>
              Programy
            </Button>
          </Drawer>
        </DrawerTrigger>
        <Drawer
          title="Programy"
          placement="right"
          size="full"
          backLabel="Wróć"
          onBack={() => setSecondOpen(false)}
          closeLabel="Zamknij"
          isOpen={isSecondOpen}
          onOpenChange={setSecondOpen}
        >
          <p className="text-body text-fg">Wszystkie programy</p>
        </Drawer>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Programy" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const second = await body.findByRole("dialog", { name: "Programy" });
    await expect(within(second).getByRole("button", { name: "Wróć" })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    title: "Konto",
    footer: (
      <Button variant="danger" className="w-full">
        Wyloguj się
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};

export const LongPolishTitle: Story = {
  args: { title: "Zadania do wykonania w ramach codziennej serii nauki na platformie kampusu" },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};
