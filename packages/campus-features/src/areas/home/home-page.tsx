import { pagePaths } from "@campus/contract";
import { EmptyState, LinkButton } from "@campus/design-system";
import { ArrowRight, BookOpen, Compass } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCall } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { useLearner } from "../../session";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { CompletedCourseCard } from "./completed-course";
import { CourseGrid } from "./course-grid";
import { HomeSkeleton } from "./home-skeleton";
import { HomeTutorial } from "./home-tutorial";
import { StartingCourse } from "./starting-course";

/**
 * Home (`/`): a greeting, the congratulations on a course just completed with its certificate, the course to take up first, the courses in progress and those not started, each
 * with its progress; placeholders while loading, a way to the programs when there is nothing yet. The server
 * sends the first not-started courses only (HOME_NOT_STARTED_LIMIT) with their total; the section of not-started
 * courses ends with a way to the programs when more wait there.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useLearner();
  const home = useCall("homepage", {});
  const toolbar = useCall("toolbar", {});
  const programTitles = useMemo(
    () => new Map((toolbar.data?.modules ?? []).map((program) => [program._id, program.title])),
    [toolbar.data],
  );
  const data = home.data;
  useLoadErrorToast(home.error, data !== undefined, "home.loadErrorToast", explainedByPage);
  const isEmpty =
    data && !data.startingCourse && data.startedCourses.length === 0 && data.notStartedCourses.length === 0;
  const startingProgram = data?.startingCourse ? programTitles.get(data.startingCourse.programId) : undefined;
  // The starting course is shown large above the lists; it is not repeated in them.
  const notStarting = (course: { _id: string }) => course._id !== data?.startingCourse?._id;
  const notSent = data ? data.notStartedTotal - data.notStartedCourses.length : 0;

  return (
    <div className={pageColumn.roomy}>
      <title>{t("app.documentTitle", { title: t("home.documentTitle") })}</title>
      <header className="flex flex-col gap-2 text-hero-fg">
        <h1 className="text-title font-bold text-balance break-words desktop:text-display">
          {t("home.title", { name: user.firstName })}
        </h1>
        <p className="max-w-2xl text-lead">{t("home.intro")}</p>
      </header>
      <HomeTutorial />
      {data?.completedCourse ? <CompletedCourseCard completed={data.completedCourse} /> : null}
      {home.error && !data ? (
        <LoadError message={errorMessage(home.error, t, "home.loadError")} onRetry={() => void home.mutate()} />
      ) : !data ? (
        <HomeSkeleton />
      ) : isEmpty ? (
        <EmptyState
          icon={<Compass />}
          title={t("home.empty.title")}
          description={t("home.empty.description")}
          action={
            <LinkButton href={pagePaths.programs} icon={<BookOpen />}>
              {t("home.empty.action")}
            </LinkButton>
          }
          className="w-full bg-surface-raised"
        />
      ) : (
        <>
          {data.startingCourse ? (
            <StartingCourse
              course={data.startingCourse}
              {...(startingProgram ? { programTitle: startingProgram } : {})}
            />
          ) : null}
          <CourseGrid
            title={t("home.started")}
            courses={data.startedCourses.filter(notStarting)}
            rankStage={user.rankStage}
            programTitles={programTitles}
          />
          <CourseGrid
            title={t("home.notStarted")}
            courses={data.notStartedCourses.filter(notStarting)}
            rankStage={user.rankStage}
            programTitles={programTitles}
            more={
              notSent > 0 ? (
                <LinkButton href={pagePaths.programs} variant="ghost" icon={<ArrowRight />} className="max-w-full py-2">
                  {t("home.moreInPrograms", { count: notSent })}
                </LinkButton>
              ) : undefined
            }
          />
        </>
      )}
    </div>
  );
}
