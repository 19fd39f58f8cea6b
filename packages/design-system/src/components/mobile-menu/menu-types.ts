import type { ReactNode } from "react";

export type MobileMenuLink = {
  id: string;
  label: string;
  href: string;
  /** The page shown now (`aria-current="page"`). */
  isCurrent?: boolean;
};

export type MobileMenuItem = {
  id: string;
  label: string;
  /** Where the item leads. Ignored when the item has `children`: it then opens their drawer. */
  href?: string;
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
