import type { Meta, StoryObj } from "@storybook/react-vite";
import { Award, Bell, Flame } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleApps, sampleLanguages, sampleLogo, sampleMenuItems, sampleUserLinks } from "../../stories/shell-samples";
import type { Theme } from "../../theme/theme-boot";
import { ContrastSwitch } from "../contrast-switch";
import { type LanguageAlias, LanguageSwitcher } from "../language-switcher";
import { ToolsLauncher } from "../tools-launcher";
import { UserMenu } from "../user-menu";
import { TopBar, type TopBarProps } from "./top-bar";
import { TopBarAction } from "./top-bar-action";
import type { TopBarItem } from "./top-bar-nav";

const isDesktop = () => window.matchMedia("(min-width: 1300px)").matches;
const body = within(document.body);

/** The slots filled with the real controls; their state lives here as it would in the host. */
function Slots(props: TopBarProps & { onLogout?: () => void; firstName?: string; fullName?: string }) {
  const [language, setLanguage] = useState<LanguageAlias>("pl");
  const [theme, setTheme] = useState<Theme>("light");
  return (
    <TopBar
      {...props}
      languageSwitcher={
        <LanguageSwitcher options={sampleLanguages} value={language} onChange={setLanguage} label="Język interfejsu" />
      }
      contrastSwitch={<ContrastSwitch theme={theme} onChange={setTheme} label="Wysoki kontrast" />}
      toolsLauncher={
        <ToolsLauncher
          label="Aplikacje"
          title="Aplikacje Campus AI"
          apps={sampleApps}
          newTabLabel="otwiera się w nowej karcie"
        />
      }
      userMenu={
        <UserMenu
          fullName={props.fullName ?? "Anna Kowalska"}
          firstName={props.firstName ?? "Anna"}
          menuLabel="menu konta"
          links={sampleUserLinks}
          newTabLabel="otwiera się w nowej karcie"
          logoutLabel="Wyloguj się"
          onLogout={props.onLogout ?? (() => {})}
        />
      }
    />
  );
}

const meta = {
  title: "Components/TopBar",
  component: TopBar,
  tags: ["responsive", "forced-colors"],
  parameters: { layout: "fullscreen" },
  args: {
    logo: sampleLogo,
    logoLabel: "Campus AI – strona główna",
    logoHref: "/",
    items: sampleMenuItems,
    navLabel: "Menu główne",
    menuLabel: "Otwórz menu",
    onMenuPress: fn(),
  },
  argTypes: {
    logo: { control: false },
    languageSwitcher: { control: false },
    contrastSwitch: { control: false },
    toolsLauncher: { control: false },
    userMenu: { control: false },
  },
  // Room under the bar for the dropdowns, so the screenshots hold them.
  decorators: [
    (Story) => (
      <div className="min-h-96 bg-surface">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Slots {...args} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every slot with the real controls: desktop shows all of them, mobile the hamburger and the logo. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await expect(canvas.getByRole("link", { name: "Campus AI – strona główna" })).toHaveAttribute("href", "/");
    if (isDesktop()) {
      await expect(header.getBoundingClientRect().height).toBe(82);
      await expect(canvas.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
      await expect(canvas.queryByRole("button", { name: "Otwórz menu" })).toBeNull();
      await expect(canvas.getByRole("button", { name: "Wysoki kontrast" })).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Aplikacje" })).toBeVisible();
      await expect(canvas.getByRole("button", { name: /^Anna\s*, menu konta$/ })).toBeVisible();
      await expect(canvas.getByRole("button", { name: /^Język interfejsu:\s*pl$/i })).toBeVisible();
      return;
    }
    await expect(header.getBoundingClientRect().height).toBe(72);
    await expect(canvas.queryByRole("navigation", { name: "Menu główne" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Aplikacje" })).toBeNull();
    const hamburger = canvas.getByRole("button", { name: "Otwórz menu" });
    await userEvent.tab();
    await expect(hamburger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * The programs dropdown by keyboard: Enter opens it on the section link, arrows move through the programs,
 * Escape closes it back on its trigger, ArrowDown opens it again.
 */
export const ProgramsDropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    if (!isDesktop()) return;
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Programy" });
    await userEvent.tab(); // the logo
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    const entries = within(menu).getAllByRole("menuitem");
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      "Wszystkie programy",
      "Podstawy sztucznej inteligencji",
      "Inżynieria promptów",
      "AI w biznesie",
    ]);
    await expect(entries[0]).toHaveAttribute("href", "/programs");
    await expect(entries[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(entries[1]).toHaveFocus();
    await expect(entries[1]).toHaveAttribute("href", "/program/1");
    await userEvent.keyboard("{ArrowDown}");
    await expect(entries[2]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    const reopened = await body.findByRole("menu");
    await expect(within(reopened).getAllByRole("menuitem")[0]).toHaveFocus();
  },
};

/** The page shown is the tools list: its item carries the current marker. */
export const CurrentItem: Story = {
  args: {
    items: sampleMenuItems.map((item): TopBarItem => (item.id === "tools" ? { ...item, isCurrent: true } : item)),
  },
  play: async ({ canvasElement }) => {
    if (!isDesktop()) return;
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu główne" });
    await expect(within(nav).getByRole("link", { name: "Narzędzia" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Społeczność" })).not.toHaveAttribute("aria-current");
  },
};

/** The organisation has no tool repository and no community: those items are simply not passed in. */
export const WithoutToolsAndCommunity: Story = {
  args: { items: sampleMenuItems.filter((item) => item.id !== "tools" && item.id !== "community") },
  play: async ({ canvasElement }) => {
    if (!isDesktop()) return;
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu główne" });
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(nav).queryByRole("link", { name: "Narzędzia" })).toBeNull();
    await expect(within(nav).queryByRole("link", { name: "Społeczność" })).toBeNull();
  },
};

/** The mobile drawer is open: the hamburger says so. */
export const MenuOpen: Story = {
  args: { isMenuOpen: true },
  play: async ({ canvasElement }) => {
    if (isDesktop()) return;
    await expect(within(canvasElement).getByRole("button", { name: "Otwórz menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

export const LongPolishText: Story = {
  args: {
    logoLabel: "Campus AI – przejdź na stronę główną platformy szkoleniowej",
    items: [
      {
        id: "programs",
        label: "Programy szkoleniowe",
        header: { label: "Wszystkie programy szkoleniowe", href: "/programs" },
        entries: [
          {
            id: "1",
            label: "Współczesne zastosowania generatywnej sztucznej inteligencji w przedsiębiorstwach",
            href: "/program/1",
          },
        ],
      },
      { id: "tools", label: "Narzędzia", href: "/tools" },
      { id: "community", label: "Społeczność", href: "/community" },
      { id: "about", label: "O Campus AI", href: "/about-campusai" },
    ],
  },
  render: (args) => <Slots {...args} firstName="Małgorzata" fullName="Małgorzata Szczepańska-Wierzbicka" />,
};

export const English: Story = {
  args: {
    logoLabel: "Campus AI – home",
    navLabel: "Main menu",
    menuLabel: "Open menu",
    items: [
      {
        id: "programs",
        label: "Programs",
        header: { label: "All programs", href: "/programs" },
        entries: [{ id: "1", label: "AI fundamentals", href: "/program/1" }],
      },
      { id: "tools", label: "Tools", href: "/tools" },
      { id: "community", label: "Community", href: "/community" },
      { id: "about", label: "About", href: "/about-campusai" },
    ],
  },
  render: (args) => <TopBar {...args} />,
};

/**
 * The side-drawer actions (notifications with an unread count, the session streak's days, the rank) sit
 * right of the menu at every width: on mobile they are the only controls beside the logo.
 */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <TopBarAction
          label="Powiadomienia"
          icon={<Bell />}
          value={3}
          valueLabel="3 nieprzeczytane"
          isValueBadge
          onPress={fn()}
        />
        <TopBarAction label="Seria nauki" icon={<Flame />} value={4} valueLabel="4 dni z rzędu" onPress={fn()} />
        <TopBarAction label="Twoja ranga" icon={<Award />} onPress={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Powiadomienia, 3 nieprzeczytane" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Seria nauki, 4 dni z rzędu" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Twoja ranga" })).toHaveAttribute("aria-expanded", "false");
  },
};
