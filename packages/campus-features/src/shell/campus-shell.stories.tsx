import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { campusHandlers, fixtures, pageParameters, renderCampus } from "../testing";
import { isDesktop, screen, tabTo } from "../testing/play";
import { ShellTestPage, shellTestPages } from "../testing/shell-page";
import { externalLinks } from "./external-links";

const meta = {
  title: "Features/Shell/CampusShell",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: shellTestPages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Below 1300px: Tab to the hamburger and open the menu drawer with Enter. */
async function openMobileMenu(canvas: Canvas) {
  const hamburger = await canvas.findByRole("button", { name: "Otwórz menu" });
  await tabTo(hamburger);
  await userEvent.keyboard("{Enter}");
  const menu = await screen.findByRole("dialog", { name: "Menu" });
  await expect(hamburger).toHaveAttribute("aria-expanded", "true");
  return menu;
}

/** The learner's name under the avatar, with the menu's purpose read after it. */
const userMenuButton = (canvas: Canvas) => canvas.findByRole("button", { name: /^Anna\s*, menu konta$/ });

/**
 * The menu items of a learner whose organization opens everything: Programs (a dropdown of the programs),
 * Tools, Community and About, in the top bar on desktop and in the menu drawer on phones, with the
 * learner's name and rank.
 */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    if (isDesktop()) {
      const nav = canvas.getByRole("navigation", { name: "Menu główne" });
      await expect(within(nav).getByRole("button", { name: "Programy" })).toBeVisible();
      await expect(within(nav).getByRole("link", { name: "Narzędzia" })).toHaveAttribute("href", "/tools");
      await expect(within(nav).getByRole("link", { name: "Społeczność" })).toHaveAttribute("href", "/community");
      await expect(within(nav).getByRole("link", { name: "O Campus AI" })).toHaveAttribute("href", "/about-campusai");
      await expect(canvas.queryByRole("button", { name: "Otwórz menu" })).toBeNull();
      return;
    }
    const menu = await openMobileMenu(canvas);
    await expect(within(menu).getByText("Anna Kowalska")).toBeVisible();
    await expect(await within(menu).findByText("Ranga: Słuchacz")).toBeVisible();
    const nav = within(menu).getByRole("navigation", { name: "Menu główne" });
    await expect(within(nav).getByRole("button", { name: "Programy" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(within(nav).getByRole("link", { name: "Narzędzia" })).toHaveAttribute("href", "/tools");
    await expect(within(nav).getByRole("link", { name: "Społeczność" })).toHaveAttribute("href", "/community");
    await expect(within(nav).getByRole("link", { name: "O Campus AI" })).toHaveAttribute("href", "/about-campusai");
    await expect(within(nav).getByRole("link", { name: "Mój Promptbook" })).toHaveAttribute("href", "/promptbook");
    // Benefits are not in the menu list (SPEC section 2): on a phone the account sheet has them.
    await expect(within(menu).queryByRole("link", { name: "Benefity partnerów" })).toBeNull();
    await expect(within(menu).getByRole("button", { name: "Wyloguj się" })).toBeVisible();
  },
};

/**
 * The programs: on desktop the Programs dropdown (Enter opens it, 'all programs' first, then each program);
 * on phones the second drawer with a back button.
 */
export const ProgramsMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    const programs = ["Wszystkie programy", "Podstawy AI", "AI w praktyce", "AI w biznesie", "Zaawansowane AI"];
    if (isDesktop()) {
      const trigger = canvas.getByRole("button", { name: "Programy" });
      await tabTo(trigger);
      await userEvent.keyboard("{Enter}");
      const dropdown = await screen.findByRole("menu");
      await waitFor(() =>
        expect(
          within(dropdown)
            .getAllByRole("menuitem")
            .map((entry) => entry.textContent),
        ).toEqual(programs),
      );
      await expect(within(dropdown).getByRole("menuitem", { name: "AI w praktyce" })).toHaveAttribute(
        "href",
        "/program/p-practice",
      );
      return;
    }
    const menu = await openMobileMenu(canvas);
    await userEvent.click(within(menu).getByRole("button", { name: "Programy" }));
    const drawer = await screen.findByRole("dialog", { name: "Programy" });
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(programs),
    );
    await expect(within(drawer).getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute("href", "/programs");
    await expect(within(drawer).getByRole("button", { name: "Wstecz" })).toBeVisible();
  },
};

/**
 * The language choice: on desktop the switcher's menu with the current language checked; on phones the
 * menu drawer's 'interface language' drawer of radio buttons (the desktop's name).
 */
export const LanguageMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    if (isDesktop()) {
      await tabTo(canvas.getByRole("button", { name: /^Język interfejsu:\s*pl$/i }));
      await userEvent.keyboard("{Enter}");
      const menu = await screen.findByRole("menu");
      await expect(within(menu).getByRole("menuitemradio", { name: "Polski" })).toHaveAttribute("aria-checked", "true");
      await expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
        "aria-checked",
        "false",
      );
      return;
    }
    const menu = await openMobileMenu(canvas);
    await userEvent.click(within(menu).getByRole("button", { name: /^Język interfejsu/ }));
    const drawer = await screen.findByRole("dialog", { name: "Język interfejsu" });
    await expect(within(drawer).getByRole("radio", { name: "Polski" })).toBeChecked();
    await expect(within(drawer).getByRole("radio", { name: "English" })).not.toBeChecked();
  },
};

/**
 * The learner's account: on desktop the user menu (my learning, the benefits, the Promptbook, the account pages in
 * a new tab, then logout); on phones the bottom bar's account button opens the sheet with the same.
 */
export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    if (isDesktop()) {
      await tabTo(await userMenuButton(canvas));
      await userEvent.keyboard("{Enter}");
      const menu = await screen.findByRole("menu");
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole("menuitem")
            .map((item) => item.textContent?.trim()),
        ).toEqual([
          "Moja nauka",
          "Benefity partnerów",
          "Mój Promptbook",
          "Profil (otwiera się w nowej karcie)",
          "Ranga i postępy (otwiera się w nowej karcie)",
          "Ustawienia konta (otwiera się w nowej karcie)",
          "Wyloguj się",
        ]),
      );
      await expect(within(menu).getByRole("menuitem", { name: /^Profil/ })).toHaveAttribute(
        "href",
        externalLinks.profile,
      );
      await expect(within(menu).getByRole("menuitem", { name: "Mój Promptbook" })).toHaveAttribute(
        "href",
        "/promptbook",
      );
      await expect(within(menu).getByRole("menuitem", { name: "Moja nauka" })).toHaveAttribute("href", "/my-learning");
      return;
    }
    const bottomNav = canvas.getByRole("navigation", { name: "Nawigacja dolna" });
    const account = within(bottomNav).getByRole("button", { name: "Konto" });
    await tabTo(account, 40);
    await userEvent.keyboard("{Enter}");
    const sheet = await screen.findByRole("dialog", { name: "Konto" });
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(within(sheet).getByText("Anna Kowalska")).toBeVisible();
    await expect(within(sheet).getByText("Ranga: Słuchacz")).toBeVisible();
    const profile = within(sheet).getByRole("link", { name: "Profil (otwiera się w nowej karcie)" });
    await expect(profile).toHaveAttribute("href", externalLinks.profile);
    await expect(profile).toHaveAttribute("target", "_blank");
    const promptbook = within(sheet).getByRole("link", { name: "Mój Promptbook" });
    await expect(promptbook).toHaveAttribute("href", "/promptbook");
    await expect(promptbook).not.toHaveAttribute("target");
    await expect(within(sheet).getByRole("link", { name: "Moja nauka" })).toHaveAttribute("href", "/my-learning");
    await expect(within(sheet).getByRole("link", { name: "Benefity partnerów" })).toHaveAttribute("href", "/benefits");
    await expect(within(sheet).getByRole("button", { name: "Wyloguj się" })).toBeVisible();
  },
};

/**
 * An organization without the tool repository and the community: the menu holds Programs and About only,
 * on both layouts (SPEC section 2).
 */
export const RestrictedLearner: Story = {
  parameters: {
    msw: { handlers: campusHandlers({ login: fixtures.loginAnswer(fixtures.learner, fixtures.noAccess) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    const nav = isDesktop()
      ? canvas.getByRole("navigation", { name: "Menu główne" })
      : within(await openMobileMenu(canvas)).getByRole("navigation", { name: "Menu główne" });
    // The learner's Promptbook ends the phone's drawer whatever the organization has.
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(isDesktop() ? 2 : 3));
    await expect(within(nav).getByRole("button", { name: "Programy" })).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "O Campus AI" })).toBeVisible();
    await expect(within(nav).queryByRole("link", { name: "Narzędzia" })).toBeNull();
    await expect(within(nav).queryByRole("link", { name: "Społeczność" })).toBeNull();
    await expect(within(nav).queryByText("Benefity partnerów")).toBeNull();
  },
};

/**
 * A learner at rank 2 opens the university from the tools launcher (top bar on desktop, bottom bar on
 * phones): a link to the external site in a new tab; Escape closes the panel.
 */
export const ToolsLauncher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    const launcher = canvas.getAllByRole("button", { name: "Aplikacje" }).find((button) => button.checkVisibility());
    if (!launcher) throw new Error("No tools launcher is visible.");
    await tabTo(launcher, 40);
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Aplikacje Campus AI" });
    const university = within(panel).getByRole("link", { name: /^Uniwersytet Campus AI/ });
    await expect(university).toHaveAttribute("href", externalLinks.university);
    await expect(university).toHaveAttribute("target", "_blank");
    await expect(university).not.toHaveAttribute("aria-disabled");
    // Escape closes the panel and gives focus back to the launcher. (The open panel is shot in the
    // component's own stories: react-aria labels its popover wrapper by the trigger, which axe's landmark
    // rule counts as content outside the page's landmarks.)
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(launcher).toHaveFocus());
  },
};

/** The footer: this year's copyright, the legal pages and the four social channels, each in a new tab. */
export const Footer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = await canvas.findByRole("contentinfo");
    await expect(footer).toHaveTextContent("© 2026 Campus AI. Wszelkie prawa zastrzeżone.");
    const links = within(footer).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      externalLinks.privacyPolicy,
      externalLinks.termsOfService,
      externalLinks.professionalNetwork,
      externalLinks.socialNetwork,
      externalLinks.photoNetwork,
      externalLinks.shortVideoNetwork,
    ]);
    for (const link of links) await expect(link).toHaveAttribute("target", "_blank");
    await expect(within(footer).getByRole("link", { name: /^Campus AI na LinkedIn/ })).toBeVisible();
  },
};

/** The keyboard's first stop skips the top bar: Enter moves focus to the page itself, and Tab goes on from there. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Przejdź do treści" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
    // The next Tab goes on from the page (here the footer, the page having no controls), not the top bar.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /^Polityka prywatności/ })).toHaveFocus();
  },
};

/**
 * At 320px (WCAG 1.4.10) the top bar keeps the hamburger, the logo and the notifications; the streak and the rank
 * move into the menu drawer, where each opens its drawer over the menu and hands focus back to its row. Nothing
 * is wider than the screen.
 */
export const NarrowScreen: Story = {
  tags: ["!responsive", "narrow"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    await expect(canvas.getByRole("button", { name: /^Powiadomienia/ })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Seria nauki/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Twoja ranga/ })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const menu = await openMobileMenu(canvas);
    const streak = await within(menu).findByRole("button", { name: /^Seria nauki: \d+ (dzień|dni)/ });
    await expect(within(menu).getByRole("button", { name: /^Twoja ranga: / })).toBeVisible();
    await tabTo(streak);
    await userEvent.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Seria nauki" });
    // The drawer fades in from transparent: visible once its entrance has run, as a learner sees it.
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Seria nauki" })).toBeNull());
    await waitFor(() => expect(streak).toHaveFocus());
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Menu" })).toBeVisible());
  },
};

/** The top bar at 320px: hamburger, logo and notifications fit; the page does not scroll sideways. */
export const NarrowTopBar: Story = {
  tags: ["!responsive", "narrow"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    const header = canvas.getByRole("banner");
    await expect(within(header).getByRole("button", { name: "Otwórz menu" })).toBeVisible();
    await expect(within(header).getByRole("button", { name: /^Powiadomienia/ })).toBeVisible();
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * A page reached from the menu (the top bar's link on desktop, the menu drawer on phones) takes focus to its
 * h1, which shows its ring; focus does not go back to the menu's button, and the drawer is gone.
 */
export const PageArrival: Story = {
  render: renderCampus({
    path: "/",
    pages: [...shellTestPages, { path: "/about-campusai", element: <ShellTestPage title="O Campus AI" /> }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Campus" });
    if (isDesktop()) {
      const nav = canvas.getByRole("navigation", { name: "Menu główne" });
      await tabTo(within(nav).getByRole("link", { name: "O Campus AI" }));
    } else {
      const menu = await openMobileMenu(canvas);
      await tabTo(within(menu).getByRole("link", { name: "O Campus AI" }));
    }
    await userEvent.keyboard("{Enter}");
    const heading = await canvas.findByRole("heading", { level: 1, name: "O Campus AI" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};
