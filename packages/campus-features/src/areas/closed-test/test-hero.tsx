import { pagePaths } from "@campus/contract";
import { type BreadcrumbItem, Breadcrumbs } from "@campus/design-system";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

export interface TestHeroProps {
  /** The crumbs between Programs and the test, e.g. the program and the course. */
  trail: BreadcrumbItem[];
  /** The course's title: the page's one h1, right under the crumb that says it is the course's test. */
  title: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** The test's heading on the hero band: where it sits (Programs › program › course › test) and the course's title. */
export function TestHero({ trail, title, ref }: TestHeroProps) {
  const { t } = useTranslation();
  return (
    <header className="flex min-w-0 flex-col gap-3 text-hero-fg">
      <title>{t("app.documentTitle", { title: t("closedTest.documentTitle", { title }) })}</title>
      <Breadcrumbs
        tone="hero"
        label={t("closedTest.breadcrumbs")}
        items={[
          { id: "programs", label: t("closedTest.programs"), href: pagePaths.programs },
          ...trail,
          { id: "test", label: t("closedTest.crumb") },
        ]}
      />
      <h1
        ref={ref}
        tabIndex={-1}
        className="text-title font-bold text-balance break-words outline-none desktop:text-display"
      >
        {title}
      </h1>
    </header>
  );
}
