import type { OrganizationSettings, ToolbarAnswer } from "@campus/contract";
import { pagePaths, programPath } from "@campus/contract";
import type { MobileMenuItem, TopBarItem } from "@campus/design-system";
import type { TFunction } from "i18next";

/** Which menu section a page belongs to, for `aria-current`. */
function sectionOf(pathname: string): "programs" | "tools" | "community" | "about" | "promptbook" | null {
  if (/^\/(programs|program|course|course-test|course-final-work)(\/|$)/.test(pathname)) return "programs";
  if (/^\/tools(\/|$)/.test(pathname)) return "tools";
  if (pathname === pagePaths.community) return "community";
  if (pathname === pagePaths.about) return "about";
  if (pathname === pagePaths.promptbook) return "promptbook";
  return null;
}

interface MenuInput {
  settings: OrganizationSettings;
  programs: ToolbarAnswer["modules"];
  pathname: string;
  t: TFunction;
}

interface MenuEntry {
  id: "programs" | "tools" | "community" | "about";
  label: string;
  href: string;
}

/**
 * SPEC section 2's menu: programs and about always, tools with `accessToToolRepository`, community with
 * `accessToCommunity`; benefits never appear in this list.
 */
function menuEntries({ settings, t }: Pick<MenuInput, "settings" | "t">): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    { id: "programs", label: t("shell.menu.programs"), href: pagePaths.programs },
    settings.accessToToolRepository && { id: "tools", label: t("shell.menu.tools"), href: pagePaths.tools },
    settings.accessToCommunity && { id: "community", label: t("shell.menu.community"), href: pagePaths.community },
    { id: "about", label: t("shell.menu.about"), href: pagePaths.about },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

/** One link per program, to its page. */
const programLinks = (programs: MenuInput["programs"]) =>
  programs.map((program) => ({
    id: program._id,
    label: program.title,
    href: programPath(program._id),
  }));

/** The desktop top bar's items: Programs is a dropdown of 'all programs' and each program. */
export function topBarItems(input: MenuInput): TopBarItem[] {
  const current = sectionOf(input.pathname);
  return menuEntries(input).map((entry) =>
    entry.id === "programs"
      ? {
          id: entry.id,
          label: entry.label,
          header: { label: input.t("shell.menu.allPrograms"), href: entry.href },
          entries: programLinks(input.programs),
          isCurrent: current === entry.id,
        }
      : { ...entry, isCurrent: current === entry.id },
  );
}

/**
 * The mobile drawer's items: Programs opens a second drawer of 'all programs' and each program. The learner's
 * Promptbook ends the list: on a phone the drawer is where a learner looks for it (on the desktop it is in the
 * user menu, and on a phone in the account sheet as well). Benefits are not in the list (SPEC section 2): on a
 * phone they are in the account sheet, beside the profile, as in the desktop's user menu.
 */
export function mobileMenuItems(input: MenuInput): MobileMenuItem[] {
  const current = sectionOf(input.pathname);
  const promptbook: MobileMenuItem = {
    id: "promptbook",
    label: input.t("promptbook.menu"),
    href: pagePaths.promptbook,
    isCurrent: current === "promptbook",
  };
  return [...sectionItems(input, current), promptbook];
}

function sectionItems(input: MenuInput, current: ReturnType<typeof sectionOf>): MobileMenuItem[] {
  return menuEntries(input).map((entry) =>
    entry.id === "programs"
      ? {
          id: entry.id,
          label: entry.label,
          isCurrent: current === entry.id,
          allLabel: input.t("shell.menu.allPrograms"),
          allHref: entry.href,
          children: programLinks(input.programs).map((link) => ({
            ...link,
            isCurrent: input.pathname === link.href,
          })),
        }
      : { ...entry, isCurrent: current === entry.id },
  );
}
