import { Button, CourseCard, EmptyState } from "@campus/design-system";
import { SearchX } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { courseCardProps } from "../../cards";
import { canRetry, errorMessage, useAddressFilter } from "../../data";
import { LoadError } from "../../frame";
import { ListPagination, useListPages } from "../../list-search";
import { useLearner } from "../../session";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { courseEnding } from "./course-ending";
import {
  countCourseFilters,
  courseSorts,
  coursesDefaults,
  coursesFromPanel,
  coursesSearchParams,
  isFiltered,
  PROGRAM_COURSES_PAGE_SIZE,
  panelValue,
  readCoursesFilter,
} from "./filters";
import { useFilterOptions, useProgramCourses } from "./hooks";
import { ListFilterPanel } from "./list-filter-panel";

/**
 * The courses of a program, 12 a page, with the course filter (how a course ends, search, ranks, sort) and
 * its count; the filter lives in the address. Courses above the learner's rank show locked.
 */
export function ProgramCourses({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const { user } = useLearner();
  const [filter, showFilter] = useAddressFilter(readCoursesFilter, coursesSearchParams);
  const courses = useProgramCourses(programId, filter);
  const options = useFilterOptions();
  const headingId = useId();
  const data = courses.data;
  // The list is replaced under the pagination: the learner goes on from its heading.
  const { listHeading: heading, pagination } = useListPages(filter, showFilter, data, {
    pageSize: PROGRAM_COURSES_PAGE_SIZE,
    scrollTo: "heading",
  });
  const filtered = isFiltered(filter);

  const clearFilters = () => showFilter(coursesDefaults);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      {/* A raised bar: however tall the details above are, the heading never sits on the hero band. */}
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-card border-frame border-border bg-surface-raised p-4 shadow-sm sm:px-5">
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-4 text-heading font-bold text-fg outline-none"
          >
            {t("programs.courses.heading")}
          </h2>
          <p role="status" className="min-h-6 text-small text-fg-muted">
            {data ? t("programs.courses.found", { count: data.totalCount }) : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {filtered && data && data.totalCount > 0 ? (
            <Button variant="ghost" onPress={clearFilters}>
              {t("programs.filters.clearAll")}
            </Button>
          ) : null}
          <ListFilterPanel
            title={t("programs.courses.filters.title")}
            value={panelValue(filter, { withSearch: true })}
            defaults={panelValue(coursesDefaults, { withSearch: true })}
            activeCount={countCourseFilters(filter)}
            onApply={(value) => showFilter(coursesFromPanel(value, filter))}
            typeLabel={t("programs.courses.filters.type")}
            typeOptions={options.data?.moduleCourseTypes ?? []}
            rankOptions={options.data?.ranks ?? []}
            sortOptions={courseSorts.map((sort) => ({ id: sort, label: t(`programs.courses.sort.${sort}`) }))}
            search={{
              label: t("programs.courses.filters.search"),
              placeholder: t("programs.courses.filters.searchPlaceholder"),
            }}
          />
        </div>
      </div>
      {courses.error && !data ? (
        <LoadError
          message={errorMessage(courses.error, t, "programs.courses.loadError")}
          {...(canRetry(courses.error) ? { onRetry: () => void courses.mutate() } : {})}
        />
      ) : !data ? (
        <CardGridSkeleton label={t("programs.courses.loading")} count={6} cover="course" />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          headingLevel={3}
          title={filtered ? t("programs.courses.empty.title") : t("programs.courses.none.title")}
          description={filtered ? t("programs.courses.empty.description") : t("programs.courses.none.description")}
          action={
            filtered ? (
              <Button variant="secondary" onPress={clearFilters}>
                {t("programs.filters.clearAll")}
              </Button>
            ) : undefined
          }
          className="w-full bg-surface-raised"
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
            {data.data.map((course) => (
              <li key={course._id} className="flex">
                <CourseCard
                  {...courseCardProps(course, { rankStage: user.rankStage, aboveTitle: courseEnding(course, t), t })}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
          <ListPagination
            {...pagination}
            texts={{ label: "programs.courses.pages", summary: "programs.courses.summary" }}
          />
        </>
      )}
    </section>
  );
}
