import { pagePaths } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** The staff console's screens, in the order staff reach for them. */
const screens = [
  { id: "reviews", path: pagePaths.reviewQueue },
  { id: "learners", path: pagePaths.learners },
] as const;

/** A screen's link on the hero band: the current one filled and bold, so it is told apart without colour. */
const look = [
  "inline-flex min-h-10 items-center rounded-full border-2 border-hero-fg/40 px-4 text-small font-semibold text-hero-fg",
  "hover:border-hero-fg aria-[current=page]:border-hero-fg aria-[current=page]:bg-hero-fg aria-[current=page]:text-hero",
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-hero-fg",
  "forced-colors:aria-[current=page]:border-[Highlight]",
].join(" ");

/**
 * The way between the staff console's screens (works to review, learners), above each one's title: the user
 * menu leads into the console, this across it. A screen's own address and the ones under it (a work of the
 * queue) count as that screen. Made of the router's `Link` rather than `NavLink`, whose code would join the
 * router's module every learner's page loads.
 */
export function ConsoleNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("console.label")}>
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => {
          const current = pathname === screen.path || pathname.startsWith(`${screen.path}/`);
          return (
            <li key={screen.id}>
              <Link to={screen.path} aria-current={current ? "page" : undefined} className={look}>
                {t(`console.${screen.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
