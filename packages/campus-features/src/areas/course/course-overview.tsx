import type { AnswerOf, ToolCard } from "@campus/contract";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CourseAbout } from "./course-about";
import type { LessonTarget, ToolsFilter } from "./course-address";
import { CourseFinish } from "./course-finish";
import { CourseLessons } from "./course-lessons";
import type { CourseStage, FinishStep } from "./course-stage";
import { CourseStatus } from "./course-status";
import { RecommendedTools } from "./recommended-tools";
import type { ResumeLink } from "./resume-link";

export interface CourseOverviewProps {
  data: AnswerOf<"course">["data"];
  stage: CourseStage;
  finish: FinishStep;
  /** Where "resume" goes (marked in the lesson list too). */
  resume: ResumeLink | null;
  /** The address named a lesson this course does not have. */
  isLessonMissing: boolean;
  onJoin: () => void;
  isJoining: boolean;
  /** A lesson chosen before joining: the page asks to join first. */
  onChooseLesson: (target: LessonTarget) => void;
  onReview: () => void;
  /** Whether the learner's organization opens the tool repository (no tools section otherwise). */
  showsTools: boolean;
  toolsFilter: ToolsFilter;
  onToolsFilterChange: (filter: ToolsFilter) => void;
  isToolsPending: boolean;
  onFavoriteChange: (tool: ToolCard, isFavorite: boolean) => void;
}

/**
 * The course at a glance: the learner's status and next step beside what the course is, its lessons and how
 * it ends; below them the tools recommended for it. On phones the status comes first, then the rest.
 */
export function CourseOverview({
  data,
  stage,
  finish,
  resume,
  isLessonMissing,
  onJoin,
  isJoining,
  onChooseLesson,
  onReview,
  showsTools,
  toolsFilter,
  onToolsFilterChange,
  isToolsPending,
  onFavoriteChange,
}: CourseOverviewProps) {
  const { t } = useTranslation();
  const isJoined = stage !== "not-joined";
  return (
    <>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start desktop:gap-8">
        <div className="desktop:sticky desktop:top-6 desktop:col-start-2 desktop:row-span-4 desktop:row-start-1">
          <CourseStatus
            course={data.course}
            progress={data.progress}
            stage={stage}
            finish={finish}
            resume={resume}
            onJoin={onJoin}
            isJoining={isJoining}
            review={data.review}
            onReview={onReview}
          />
        </div>
        {isLessonMissing ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-card border-frame border-warning bg-warning-subtle px-4 py-3 text-body text-fg"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            {t("course.lessons.missing")}
          </p>
        ) : null}
        <CourseAbout course={data.course} />
        <div className="rounded-card border-frame border-border bg-surface-raised p-5 sm:p-6">
          <CourseLessons
            course={data.course}
            progress={data.progress}
            isJoined={isJoined}
            current={isJoined ? (resume?.target ?? null) : null}
            currentType="step"
            onChoose={isJoined ? undefined : onChooseLesson}
          />
        </div>
        <CourseFinish
          finish={finish}
          stage={stage}
          hasCertificate={data.course.hasCertificate}
          courseId={data.course._id}
          certificateId={data.progress?.certificateId}
        />
      </div>
      {showsTools ? (
        <RecommendedTools
          tools={data.recommendedTools}
          filter={toolsFilter}
          onFilterChange={onToolsFilterChange}
          isPending={isToolsPending}
          onFavoriteChange={onFavoriteChange}
        />
      ) : null}
    </>
  );
}
