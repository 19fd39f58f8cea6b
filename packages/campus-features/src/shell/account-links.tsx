import type { OrganizationSettings, User } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import type { UserMenuLink } from "@campus/design-system";
import type { TFunction } from "i18next";
import { CheckCheck, Gift, GraduationCap, NotebookPen, Settings, Trophy, UserRound } from "lucide-react";
import { externalLinks } from "./external-links";

/** SPEC section 2's user menu entries: the provider's account pages, opened in a new tab. */
export const accountLinks = (t: TFunction): UserMenuLink[] => [
  { id: "profile", label: t("shell.user.profile"), href: externalLinks.profile, icon: <UserRound /> },
  { id: "rank", label: t("shell.user.rank"), href: externalLinks.rankAndProgress, icon: <Trophy /> },
  { id: "settings", label: t("shell.user.settings"), href: externalLinks.accountSettings, icon: <Settings /> },
];

/**
 * The campus's own pages kept in the user menu (desktop) and the account sheet (mobile): the learner's own
 * learning first (where a learner looks for their courses and certificates), the partners' benefits with
 * `accessToBenefits` (SPEC section 2 keeps them out of the menu list) and the Promptbook; for staff, the staff
 * console's review queue last, the one way into it from the campus (its icon one the shell already carries).
 */
export const accountPages = (t: TFunction, settings: OrganizationSettings, role: User["role"]): UserMenuLink[] => [
  { id: "my-learning", label: t("myLearning.menu"), href: pagePaths.myLearning, icon: <GraduationCap /> },
  ...(settings.accessToBenefits
    ? [{ id: "benefits", label: t("shell.menu.benefits"), href: pagePaths.benefits, icon: <Gift /> }]
    : []),
  { id: "promptbook", label: t("promptbook.menu"), href: pagePaths.promptbook, icon: <NotebookPen /> },
  ...(role === "staff"
    ? [{ id: "reviews", label: t("shell.user.reviews"), href: pagePaths.reviewQueue, icon: <CheckCheck /> }]
    : []),
];
