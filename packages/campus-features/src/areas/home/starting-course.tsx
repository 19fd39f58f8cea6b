import type { CourseCard } from "@campus/contract";
import { courseEndPath, coursePath } from "@campus/contract";
import { LinkButton, ProgressBar } from "@campus/design-system";
import { ArrowRight, Clock, Play } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The one thing the hero offers for a course: begin it, go on with its lessons, or take its ending. */
function nextStep(course: CourseCard) {
  if (course.status !== "started") return { heading: "startHeading", action: "start", href: coursePath(course._id) };
  if (!course.lessonsDone) return { heading: "continueHeading", action: "continue", href: coursePath(course._id) };
  const action = course.courseType === "closed-test" ? "takeTest" : "openFinalWork";
  return { heading: "nextStepHeading", action, href: courseEndPath(course) };
}

/**
 * The course to take up first, large: the one in progress with its progress and 'continue' (or, its lessons
 * done, the way to its closed test or final work: the next step, not more of the course), or the one to begin
 * with and 'start'.
 */
export function StartingCourse({ course, programTitle }: { course: CourseCard; programTitle?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const isStarted = course.status === "started";
  const step = nextStep(course);
  const action = t(`home.starting.${step.action}`);
  return (
    <section
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card border-frame border-border bg-surface-raised text-fg shadow-lg md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      {/* The page's largest sight: fetched first, before the cards' covers further down. */}
      <img
        src={course.image}
        alt=""
        fetchPriority="high"
        className="aspect-video h-full w-full object-cover md:aspect-auto"
      />
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-8">
        <p className="text-caption font-semibold tracking-wide text-accent-text uppercase">
          {t(`home.starting.${step.heading}`)}
        </p>
        <div className="flex flex-col gap-2">
          {programTitle ? <p className="text-small font-semibold text-fg-muted">{programTitle}</p> : null}
          <h2 id={headingId} className="text-title font-bold text-balance break-words">
            {course.title}
          </h2>
          <p className="text-body text-fg-muted text-pretty">{course.description}</p>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-small text-fg-muted">
          <span>{t("common.lessonCount", { count: course.lessonsCount })}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t("home.duration", { count: course.durationMinutes })}
          </span>
        </p>
        {isStarted ? (
          <ProgressBar label={t("home.progress")} value={course.progressPercentage} className="max-w-md" />
        ) : null}
        <div className="mt-auto pt-2">
          <LinkButton
            href={step.href}
            size="lg"
            icon={isStarted ? <ArrowRight /> : <Play />}
            aria-label={`${action}: ${course.title}`}
          >
            {action}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
