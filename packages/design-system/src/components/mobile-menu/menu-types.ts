import type { ReactNode } from "react";

export type MobileMenuLink = {
  /** Stable id of the entry. */
  id: string;
  /** Visible text, e.g. a program's name. */
  label: string;
  /** Where the entry leads, e.g. "/programs/ai-basics". */
  href: string;
  /** The page shown now (`aria-current="page"`). */
  isCurrent?: boolean;
};

export type MobileMenuItem = {
  /** Stable id of the item. */
  id: string;
  /** Visible text, e.g. "Programy". */
  label: string;
  /** Where the item leads. Ignored when the item has `children`: it then opens their drawer. */
  href?: string;
  /** The page shown now (`aria-current="page"`). */
  isCurrent?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Entries of a second-level drawer, e.g. one per program. */
  children?: MobileMenuLink[];
  /** Label of the link at the top of the second-level drawer, e.g. 'Wszystkie programy'. */
  allLabel?: string;
  /** Where that link leads, e.g. '/programs'. */
  allHref?: string;
};

export type MobileMenuLanguage = {
  /** The language code passed to `onLanguageChange`, e.g. 'pl'. */
  alias: string;
  /** The language's name in itself, e.g. 'Polski', 'English'. */
  label: string;
};

export type MobileMenuTheme = "light" | "dark";

/**
 * A control the top bar has no room for on the narrowest phones (below 360px), shown in the menu there
 * instead, e.g. the session streak or the rank; it opens its own drawer over the menu.
 */
export type MobileMenuNarrowEntry = {
  /** Stable id of the entry. */
  id: string;
  /** Visible text, with the value the top bar shows beside its icon, e.g. "Seria nauki: 3 dni". */
  label: string;
  /** A decorative icon before the label. */
  icon: ReactNode;
  /** Opens the entry's drawer. */
  onPress: () => void;
  /** Its drawer is open (`aria-expanded`). */
  isExpanded?: boolean;
};
