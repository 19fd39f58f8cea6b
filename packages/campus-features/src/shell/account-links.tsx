import type { UserMenuLink } from "@campus/design-system";
import type { TFunction } from "i18next";
import { Settings, Trophy, UserRound } from "lucide-react";
import { externalLinks } from "./external-links";

/** SPEC section 2's user menu entries: the provider's account pages, opened in a new tab. */
export const accountLinks = (t: TFunction): UserMenuLink[] => [
  { id: "profile", label: t("shell.user.profile"), href: externalLinks.profile, icon: <UserRound /> },
  { id: "rank", label: t("shell.user.rank"), href: externalLinks.rankAndProgress, icon: <Trophy /> },
  { id: "settings", label: t("shell.user.settings"), href: externalLinks.accountSettings, icon: <Settings /> },
];
