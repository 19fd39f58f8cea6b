import { pagePaths } from "@campus/contract";
import { EmptyState, LinkButton } from "@campus/design-system";
import { BookOpen, Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCall } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { CompletedCourse } from "./completed-course";
import { InProgressCourse } from "./in-progress-course";
import { LearningSection } from "./learning-section";
import { MyLearningSkeleton } from "./my-learning-skeleton";
import { ReadyCourse } from "./ready-course";

/**
 * My learning (`/my-learning`): every course the learner has joined, as the course page counts it. In progress
 * with the next lesson, the minutes left and the progress; ready for the ending (the closed test or final work
 * left); completed with the certificate. A learner who has joined nothing is led to the programs.
 */
export function MyLearningPage() {
  const { t } = useTranslation();
  const learning = useCall("myLearning", {});
  const data = learning.data;
  const isEmpty =
    data && data.inProgress.length === 0 && data.readyForEnding.length === 0 && data.completed.length === 0;
  return (
    <div className={pageColumn.roomy}>
      <title>{t("app.documentTitle", { title: t("myLearning.documentTitle") })}</title>
      <header className="flex flex-col gap-2 text-hero-fg">
        <h1 className="text-title font-bold text-balance break-words desktop:text-display">{t("myLearning.title")}</h1>
        <p className="max-w-2xl text-lead">{t("myLearning.intro")}</p>
      </header>
      {learning.error && !data ? (
        <LoadError
          message={errorMessage(learning.error, t, "myLearning.loadError")}
          onRetry={() => void learning.mutate()}
        />
      ) : !data ? (
        <MyLearningSkeleton />
      ) : isEmpty ? (
        <EmptyState
          icon={<Compass />}
          title={t("myLearning.empty.title")}
          description={t("myLearning.empty.description")}
          action={
            <LinkButton href={pagePaths.programs} icon={<BookOpen />}>
              {t("myLearning.empty.action")}
            </LinkButton>
          }
          className="w-full bg-surface-raised"
        />
      ) : (
        <>
          <LearningSection
            title={t("myLearning.inProgress")}
            courses={data.inProgress}
            render={(entry) => <InProgressCourse entry={entry} />}
          />
          <LearningSection
            title={t("myLearning.readyForEnding")}
            description={t("myLearning.readyForEndingDescription")}
            courses={data.readyForEnding}
            render={(entry) => <ReadyCourse entry={entry} />}
          />
          <LearningSection
            title={t("myLearning.completed")}
            courses={data.completed}
            render={(entry) => <CompletedCourse entry={entry} />}
          />
        </>
      )}
    </div>
  );
}
