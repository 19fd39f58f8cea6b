import type { CourseCard as Course } from "@campus/contract";
import { Button, CourseCard } from "@campus/design-system";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { courseCardProps } from "../../cards";

/** Two rows of the desktop grid: enough to choose from without a wall of cards. */
export const COURSES_SHOWN_AT_FIRST = 6;

/**
 * A titled group of course cards (one column on phones, two on tablets, three from the desktop
 * breakpoint). Long groups show their first six and a button for the rest, which moves focus to the
 * first course it revealed. `more` ends the section, beside that button (e.g. a way to courses not sent).
 */
export function CourseGrid({
  title,
  courses,
  rankStage,
  programTitles,
  more,
}: {
  title: string;
  courses: Course[];
  rankStage: number;
  programTitles: ReadonlyMap<string, string>;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [showAll, setShowAll] = useState(false);
  if (courses.length === 0) return null;
  const shown = showAll ? courses : courses.slice(0, COURSES_SHOWN_AT_FIRST);

  const revealAll = () => {
    setShowAll(true);
    requestAnimationFrame(() => list.current?.children[COURSES_SHOWN_AT_FIRST]?.querySelector("a")?.focus());
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-heading font-bold text-fg">
        {title}
      </h2>
      <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {shown.map((course) => {
          const programTitle = programTitles.get(course.programId);
          return (
            <li key={course._id} className="flex">
              <CourseCard
                {...courseCardProps(course, { rankStage, t, ...(programTitle ? { aboveTitle: programTitle } : {}) })}
                className="w-full"
              />
            </li>
          );
        })}
      </ul>
      {shown.length < courses.length || more ? (
        <div className="flex flex-wrap items-center justify-center gap-3">
          {shown.length < courses.length ? (
            <Button variant="secondary" icon={<ChevronDown />} onPress={revealAll}>
              {t("home.showAll", { count: courses.length })}
            </Button>
          ) : null}
          {more}
        </div>
      ) : null}
    </section>
  );
}
