import { pagePaths } from "@campus/contract";
import { type BreadcrumbItem, Breadcrumbs } from "@campus/design-system";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";

export interface CourseHeroProps {
  /** The crumbs between Programs and the current page, e.g. the program and, in a lesson, the course. */
  trail: BreadcrumbItem[];
  title: string;
  /** What the browser tab says before the campus's name, e.g. the lesson and the course; the title by default. */
  documentTitle?: string;
  /** A lesson is open: the course's title is smaller, the lesson takes the space. */
  isCompact?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The page's heading on the hero band: where the course sits (Programs › program › course) and its title as
 * the page's one h1. It takes focus when the learner goes back from a lesson to the overview.
 */
export function CourseHero({ trail, title, documentTitle, isCompact = false, children, ref }: CourseHeroProps) {
  const { t } = useTranslation();
  return (
    <header className="flex min-w-0 flex-col gap-3 text-hero-fg">
      <title>{t("course.documentTitle", { title: documentTitle ?? title })}</title>
      <Breadcrumbs
        tone="hero"
        label={t("course.breadcrumbs")}
        items={[{ id: "programs", label: t("course.programs"), href: pagePaths.programs }, ...trail]}
        // The current crumb repeats the heading just below it: one line of it is enough.
        className="[&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
      />
      <h1
        ref={ref}
        tabIndex={-1}
        className={
          isCompact
            ? "text-heading font-bold text-balance break-words outline-none desktop:text-title"
            : "text-title font-bold text-balance break-words outline-none desktop:text-display"
        }
      >
        {title}
      </h1>
      {children}
    </header>
  );
}
