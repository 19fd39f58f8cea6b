import { coursePath, pagePaths, programPath } from "@campus/contract";
import { Breadcrumbs } from "@campus/design-system";
import { useTranslation } from "react-i18next";

export interface FinalWorkHeroProps {
  courseId: string;
  courseTitle: string;
  /** The program the course belongs to; unknown while the final work has not loaded. */
  program?: { id: string; title: string };
  title: string;
}

/**
 * The page's heading on the hero band: Programs › program › course › final work (the trail the course page
 * shows, one crumb longer), and the final work's title as the page's one h1 with the course it ends.
 */
export function FinalWorkHero({ courseId, courseTitle, program, title }: FinalWorkHeroProps) {
  const { t } = useTranslation();
  return (
    <header className="flex min-w-0 flex-col gap-3 text-hero-fg">
      <title>{t("app.documentTitle", { title: t("finalWork.documentTitle", { title, course: courseTitle }) })}</title>
      <Breadcrumbs
        tone="hero"
        label={t("finalWork.breadcrumbs")}
        items={[
          { id: "programs", label: t("finalWork.programs"), href: pagePaths.programs },
          ...(program?.title ? [{ id: "program", label: program.title, href: programPath(program.id) }] : []),
          { id: "course", label: courseTitle, href: coursePath(courseId) },
          { id: "final-work", label: title },
        ]}
        className="[&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
      />
      <h1 tabIndex={-1} className="text-title font-bold text-balance break-words outline-none desktop:text-display">
        {title}
      </h1>
      <p className="text-lead text-pretty break-words">{courseTitle}</p>
    </header>
  );
}
