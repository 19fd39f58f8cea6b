import type { Meta, StoryObj } from "@storybook/react-vite";
import { Award, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { BottomBar } from "../bottom-bar/bottom-bar";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { BottomSheet, type BottomSheetEntry } from "./bottom-sheet";

const entries: BottomSheetEntry[] = [
  { id: "profile", label: "Profil", href: "https://example.com/profil", icon: <UserRound />, isExternal: true },
  { id: "rank", label: "Ranga i postępy", href: "https://example.com/ranga", icon: <Award />, isExternal: true },
  {
    id: "settings",
    label: "Ustawienia konta",
    href: "https://example.com/ustawienia",
    icon: <Settings />,
    isExternal: true,
  },
];

const TRIGGER = "Konto";

const meta = {
  title: "Components/BottomSheet",
  component: BottomSheet,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Konto",
    closeLabel: "Zamknij",
    name: "Anna Kowalska",
    rankLine: "Ranga: Odkrywca",
    entries,
    newTabLabel: "(otwiera się w nowej karcie)",
    logoutLabel: "Wyloguj się",
    onLogout: fn(),
  },
  argTypes: { entries: { control: false } },
  render: renderInDrawerTrigger(TRIGGER, BottomSheet),
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The profile tile, the external entries and logout. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(dialog).toHaveAccessibleName("Konto");
    await expect(within(dialog).getByText("Anna Kowalska")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Profil (otwiera się w nowej karcie)" })).toHaveAttribute(
      "target",
      "_blank",
    );
  },
};

/** Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

/** The logout button works by keyboard. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    within(dialog).getByRole("button", { name: "Wyloguj się" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Only the profile and logout, as the bottom bar's user button opens it today. */
export const WithoutEntries: Story = {
  args: { entries: [], rankLine: undefined, closeLabel: undefined },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).queryByRole("link")).toBeNull();
  },
};

export const LoggingOut: Story = {
  args: { isLoggingOut: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByRole("button", { name: "Wyloguj się" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Opened from the bottom bar's user button, controlled by the host; focus goes back to the button. */
export const FromBottomBar: Story = {
  tags: ["responsive"],
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <div className="min-h-dvh bg-surface p-5 pb-bottom-bar">
        <p className="text-body text-fg-muted">Treść strony nad dolnym paskiem nawigacji.</p>
        <BottomBar
          label="Nawigacja dolna"
          homeLabel="Start"
          toolsLabel="Narzędzia"
          userLabel="Konto"
          onUserPress={() => setOpen(true)}
          isUserMenuOpen={isOpen}
          className="desktop:flex"
        />
        <BottomSheet {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const { trigger } = await openByKeyboard(canvasElement, "Konto");
    await closeWithEscape(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
  },
};

export const LongPolishText: Story = {
  args: {
    name: "Małgorzata Szczepańska-Wierzbicka",
    rankLine: "Ranga: Praktyk sztucznej inteligencji w biznesie",
    logoutLabel: "Wyloguj się z platformy",
    entries: [
      { ...entries[0], label: "Mój profil uczestnika programu" } as BottomSheetEntry,
      { ...entries[2], label: "Ustawienia konta i powiadomień e-mailowych" } as BottomSheetEntry,
    ],
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
