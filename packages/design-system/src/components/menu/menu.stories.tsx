import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDown, ExternalLink, LogOut, Settings, UserRound } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Menu, MenuTrigger } from "./menu";
import { MenuItem, MenuSeparator } from "./menu-item";

const body = within(document.body);

const meta = {
  title: "Components/Menu",
  component: Menu,
  args: { onAction: fn(), placement: "bottom start" },
  argTypes: {
    placement: { control: "inline-radio", options: ["bottom start", "bottom end", "top start"] },
  },
  render: (args) => (
    <div className="min-h-96">
      <MenuTrigger>
        <Button variant="secondary" icon={<ChevronDown />}>
          Programy
        </Button>
        <Menu {...args}>
          <MenuItem id="all" href="/programs" emphasis="header">
            Wszystkie programy
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="1" href="/program/1">
            Podstawy sztucznej inteligencji
          </MenuItem>
          <MenuItem id="2" href="/program/2">
            Inżynieria promptów
          </MenuItem>
          <MenuItem id="3" href="/program/3">
            AI w biznesie
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement, key = "{ArrowDown}") {
  const trigger = within(canvasElement).getByRole("button");
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard(key);
  const menu = await body.findByRole("menu");
  return { trigger, menu };
}

export const Playground: Story = {};

/** ArrowDown opens on the first entry (the section link), arrows move, Escape closes back to the trigger. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, menu } = await openByKeyboard(canvasElement);
    const items = within(menu).getAllByRole("menuitem");
    await expect(items[0]).toHaveFocus();
    await expect(items[0]).toHaveAttribute("href", "/programs");
    await userEvent.keyboard("{ArrowDown}");
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again for the screenshot, with the second entry focused.
    await userEvent.keyboard("{Enter}");
    await body.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
  },
};

/** External links with icons, then an action: the shape of the user menu. */
export const LinksAndAction: Story = {
  render: (args) => (
    <div className="min-h-80">
      <MenuTrigger>
        <Button variant="secondary">Konto</Button>
        <Menu {...args}>
          <MenuItem
            id="profile"
            href="https://konto.example.org/profil"
            target="_blank"
            icon={<UserRound />}
            trailing={<ExternalLink />}
            newTabLabel="otwiera się w nowej karcie"
          >
            Profil
          </MenuItem>
          <MenuItem
            id="settings"
            href="https://konto.example.org/ustawienia"
            target="_blank"
            icon={<Settings />}
            trailing={<ExternalLink />}
            newTabLabel="otwiera się w nowej karcie"
          >
            Ustawienia konta
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" icon={<LogOut />}>
            Wyloguj się
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { menu } = await openByKeyboard(canvasElement, "{Enter}");
    const profile = within(menu).getByRole("menuitem", { name: /^Profil\s+\(otwiera się w nowej karcie\)$/ });
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(menu).getByRole("menuitem", { name: "Wyloguj się" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    // Opened again for the screenshot.
    await userEvent.keyboard("{Enter}");
    await body.findByRole("menu");
  },
};

/** A single choice: the chosen entry has a check mark (the language switcher). */
export const SingleSelection: Story = {
  args: { selectionMode: "single", defaultSelectedKeys: ["2"] },
  play: async ({ canvasElement }) => {
    const { menu } = await openByKeyboard(canvasElement);
    await expect(within(menu).getByRole("menuitemradio", { name: "Inżynieria promptów" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

/** Entries with a second line and a disabled one. */
export const DescriptionsAndDisabled: Story = {
  args: { disabledKeys: ["3"] },
  render: (args) => (
    <div className="min-h-80">
      <MenuTrigger>
        <Button variant="secondary">Materiały</Button>
        <Menu {...args}>
          <MenuItem id="1" description="12 lekcji · 3 godziny">
            Podstawy sztucznej inteligencji
          </MenuItem>
          <MenuItem id="2" description="8 lekcji · 2 godziny">
            Inżynieria promptów
          </MenuItem>
          <MenuItem id="3" description="Dostępne od rangi 2">
            AI w biznesie
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { menu } = await openByKeyboard(canvasElement);
    await expect(within(menu).getByRole("menuitem", { name: /AI w biznesie/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const LongPolishText: Story = {
  render: (args) => (
    <div className="min-h-96">
      <MenuTrigger>
        <Button variant="secondary">Programy</Button>
        <Menu {...args} popoverClassName="max-w-sm">
          <MenuItem id="all" href="/programs" emphasis="header">
            Wszystkie programy szkoleniowe dostępne w Twojej organizacji
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="1" href="/program/1">
            Współczesne zastosowania generatywnej sztucznej inteligencji w przedsiębiorstwach
          </MenuItem>
          <MenuItem id="2" href="/program/2">
            Źródła, prawa autorskie i odpowiedzialność przy tworzeniu treści przez modele językowe
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};
