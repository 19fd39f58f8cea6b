import type { Meta, StoryObj } from "@storybook/react-vite";
import { Award, BookOpen, Flame, Info, Menu, Users, Wrench } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import type { MobileMenuItem, MobileMenuTheme } from "./menu-types";
import { MobileMenu } from "./mobile-menu";

const items: MobileMenuItem[] = [
  {
    id: "programs",
    label: "Programy",
    icon: <BookOpen />,
    allLabel: "Wszystkie programy",
    allHref: "/programs",
    children: [
      { id: "p1", label: "Podstawy sztucznej inteligencji", href: "/program/1" },
      { id: "p2", label: "AI w marketingu", href: "/program/2", isCurrent: true },
      { id: "p3", label: "Automatyzacja pracy biurowej", href: "/program/3" },
    ],
  },
  { id: "tools", label: "Narzędzia", href: "/tools", icon: <Wrench /> },
  { id: "community", label: "Społeczność", href: "/community", icon: <Users /> },
  { id: "about", label: "O Campus AI", href: "/about-campusai", icon: <Info /> },
];

const HAMBURGER = "Otwórz menu";
const body = within(document.body);

const meta = {
  title: "Components/MobileMenu",
  component: MobileMenu,
  tags: ["responsive", "forced-colors"],
  parameters: { layout: "fullscreen" },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: "Menu",
    closeLabel: "Zamknij menu",
    backLabel: "Wróć",
    navLabel: "Menu główne",
    items,
    name: "Anna Kowalska",
    rankLine: "Ranga: Odkrywca",
    languageLabel: "Język interfejsu",
    languageApplyLabel: "Zastosuj",
    languages: [
      { alias: "pl", label: "Polski" },
      { alias: "en", label: "English" },
    ],
    language: "pl",
    onLanguageChange: fn(),
    darkThemeLabel: "Wysoki kontrast",
    theme: "light",
    onThemeChange: fn(),
    logoutLabel: "Wyloguj się",
    onLogout: fn(),
  },
  argTypes: { items: { control: false }, isOpen: { control: false } },
  // The host owns the open state, the language and the theme; the story keeps them like a host would.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    const [language, setLanguage] = useState(args.language);
    const [theme, setTheme] = useState<MobileMenuTheme>(args.theme);
    return (
      <div className="min-h-dvh bg-surface">
        <header className="flex h-header items-center gap-3 border-b border-border bg-surface-raised px-4">
          <Button
            variant="ghost"
            icon={<Menu />}
            aria-label={HAMBURGER}
            aria-expanded={isOpen}
            onPress={() => setOpen(true)}
          />
          <span className="text-lead font-semibold text-fg">Campus AI</span>
        </header>
        <MobileMenu
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
          language={language}
          onLanguageChange={(alias) => {
            setLanguage(alias);
            args.onLanguageChange(alias);
          }}
          theme={theme}
          onThemeChange={(next) => {
            setTheme(next);
            args.onThemeChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the hamburger and open the menu with Enter. */
async function openMenu(canvasElement: HTMLElement) {
  const hamburger = within(canvasElement).getByRole("button", { name: HAMBURGER });
  await userEvent.tab();
  await expect(hamburger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const menu = await body.findByRole("dialog", { name: "Menu" });
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return { hamburger, menu };
}

/** Tab forward inside the menu until `target` has focus, proving focus never leaves the menu on the way. */
async function tabTo(menu: HTMLElement, target: HTMLElement) {
  for (let step = 0; step < 12 && document.activeElement !== target; step += 1) {
    await userEvent.tab();
    await expect(menu.contains(document.activeElement)).toBe(true);
  }
  await expect(target).toHaveFocus();
}

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(within(menu).getByRole("navigation", { name: "Menu główne" })).toBeVisible();
    await expect(within(menu).getByText("Anna Kowalska")).toBeVisible();
    await expect(within(menu).getByRole("link", { name: "Narzędzia" })).toHaveAttribute("href", "/tools");
  },
};

/** Tab and Shift+Tab stay inside; Escape closes and focus returns to the hamburger. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const { hamburger, menu } = await openMenu(canvasElement);
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(hamburger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter on 'Programy' opens its drawer; the back button returns to the menu with focus on the item. */
export const SubmenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    const programs = within(menu).getByRole("button", { name: "Programy" });
    await tabTo(menu, programs);
    await userEvent.keyboard("{Enter}");
    const submenu = await body.findByRole("dialog", { name: "Programy" });
    await expect(programs).toHaveAttribute("aria-expanded", "true");
    await expect(within(submenu).getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute(
      "href",
      "/programs",
    );
    await expect(within(submenu).getByRole("link", { name: "AI w marketingu" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const back = within(submenu).getByRole("button", { name: "Wróć" });
    await tabTo(submenu, back);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Programy" })).toBeNull());
    await waitFor(() => expect(programs).toHaveFocus());
    await expect(body.getByRole("dialog", { name: "Menu" })).toBeVisible();
  },
};

/** The second-level drawer as it shows. */
export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole("button", { name: "Programy" }));
    const submenu = await body.findByRole("dialog", { name: "Programy" });
    await waitFor(() => expect(submenu.contains(document.activeElement)).toBe(true));
  },
};

/**
 * The language drawer: Tab into the radios, ArrowDown chooses English without applying it (WCAG 3.2.2); the
 * apply button applies it and returns to the menu, focus on the language button.
 */
export const LanguageByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    const languageButton = within(menu).getByRole("button", { name: /Język interfejsu/ });
    await tabTo(menu, languageButton);
    await userEvent.keyboard("{Enter}");
    const drawer = await body.findByRole("dialog", { name: "Język interfejsu" });
    const polish = await within(drawer).findByRole("radio", { name: "Polski" });
    await tabTo(drawer, polish);
    await expect(polish).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    const english = within(drawer).getByRole("radio", { name: "English" });
    await expect(english).toBeChecked();
    await expect(english).toHaveFocus();
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(within(drawer).getByRole("button", { name: "Zastosuj" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLanguageChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Język interfejsu" })).toBeNull());
    await waitFor(() => expect(within(menu).getByRole("button", { name: /Język interfejsu/ })).toHaveFocus());
    await expect(within(menu).getByRole("button", { name: /Język interfejsu/ })).toHaveTextContent("English");
  },
};

/** The language drawer left by its back button keeps the language in use, whatever was chosen in it. */
export const LanguageLeftWithoutApplying: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole("button", { name: /Język interfejsu/ }));
    const drawer = await body.findByRole("dialog", { name: "Język interfejsu" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "English" }));
    await userEvent.click(within(drawer).getByRole("button", { name: "Wróć" }));
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Język interfejsu" })).toBeNull());
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
    await expect(within(menu).getByRole("button", { name: /Język interfejsu/ })).toHaveTextContent("Polski");
  },
};

/**
 * At 320px the host's top bar has no room for the streak and the rank: the menu carries them under the profile
 * (only below 360px), each a button opening its own drawer.
 */
export const NarrowScreen: Story = {
  tags: ["!responsive", "narrow"],
  args: {
    narrowEntries: [
      { id: "streak", label: "Seria nauki: 3 dni z rzędu", icon: <Flame />, onPress: fn() },
      { id: "rank", label: "Twoja ranga: Odkrywca", icon: <Award />, onPress: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    const streak = within(menu).getByRole("button", { name: "Seria nauki: 3 dni z rzędu" });
    await expect(streak).toBeVisible();
    await expect(streak).toHaveAttribute("aria-haspopup", "dialog");
    await tabTo(menu, streak);
    await userEvent.keyboard("{Enter}");
    await expect(args.narrowEntries?.[0]?.onPress).toHaveBeenCalledTimes(1);
    await expect(within(menu).getByRole("button", { name: "Twoja ranga: Odkrywca" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Space toggles high contrast; the logout button works by keyboard. */
export const ThemeAndLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    const toggle = within(menu).getByRole("switch", { name: "Wysoki kontrast" });
    await tabTo(menu, toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onThemeChange).toHaveBeenCalledWith("dark");
    const logout = within(menu).getByRole("button", { name: "Wyloguj się" });
    await tabTo(menu, logout);
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** English labels and English chosen; the button shows the language in use. */
export const English: Story = {
  args: {
    title: "Menu",
    closeLabel: "Close menu",
    backLabel: "Back",
    navLabel: "Main menu",
    items: [
      { ...(items[0] as MobileMenuItem), label: "Programs", allLabel: "All programs" },
      { id: "tools", label: "Tools", href: "/tools", icon: <Wrench /> },
      { id: "about", label: "About Campus AI", href: "/about-campusai", icon: <Info /> },
    ],
    rankLine: "Rank: Explorer",
    languageLabel: "Interface language",
    languageApplyLabel: "Apply",
    language: "en",
    darkThemeLabel: "High contrast",
    theme: "dark",
    logoutLabel: "Log out",
  },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(within(menu).getByRole("button", { name: "Interface language English" })).toBeVisible();
    await expect(within(menu).getByRole("switch", { name: "High contrast" })).toBeChecked();
  },
};

export const LongPolishText: Story = {
  args: {
    name: "Małgorzata Szczepańska-Wierzbicka",
    rankLine: "Ranga: Praktyk sztucznej inteligencji w biznesie",
    items: [
      {
        ...(items[0] as MobileMenuItem),
        label: "Programy szkoleniowe i ścieżki rozwoju zawodowego",
      },
      { id: "tools", label: "Narzędzia sztucznej inteligencji", href: "/tools", icon: <Wrench /> },
      { id: "community", label: "Społeczność uczestników programu", href: "/community", icon: <Users /> },
      { id: "about", label: "O platformie szkoleniowej Campus AI", href: "/about-campusai", icon: <Info /> },
    ],
    languageLabel: "Język komunikacji na platformie",
    darkThemeLabel: "Ciemny motyw interfejsu użytkownika",
    logoutLabel: "Wyloguj się z platformy szkoleniowej",
  },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
  },
};
