import type { Course, CourseReview, Progress } from "@campus/contract";
import { AccessLabel, Badge, Button, LinkButton, ProgressBar } from "@campus/design-system";
import { ArrowRight, LogIn, Play, Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { longDate } from "../../i18n";
import { CourseCertificate } from "./course-certificate";
import type { CourseStage, FinishStep } from "./course-stage";
import { completedLessons } from "./course-stage";
import { NEXT_STEP_ATTRIBUTE } from "./next-step";
import type { ResumeLink } from "./resume-link";

export interface CourseStatusProps {
  course: Course;
  progress: Progress | null;
  stage: CourseStage;
  finish: FinishStep;
  resume: ResumeLink | null;
  onJoin: () => void;
  isJoining: boolean;
  review: CourseReview | null;
  onReview: () => void;
}

const stageLook = {
  "not-joined": "neutral",
  "in-progress": "accent",
  "lessons-done": "success",
  finished: "success",
} as const;

/**
 * The learner's place in the course and the one thing to do next: join a course not started, resume a
 * started one where they left it, go to the closed test or final work once the lessons are done, download the
 * certificate of a finished course, and rate a course whose lessons are behind them.
 */
export function CourseStatus({
  course,
  progress,
  stage,
  finish,
  resume,
  onJoin,
  isJoining,
  review,
  onReview,
}: CourseStatusProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const units = completedLessons(course, progress);
  const canReview = stage === "lessons-done" || stage === "finished";
  const finishedOn = progress?.finishedAt ? longDate(i18n.language, new Date(progress.finishedAt)) : null;

  return (
    <section
      aria-labelledby={headingId}
      // From a tablet's width to the desktop shell the card is as wide as the page: the cover goes beside the
      // status, so joining or going on stays in the first screen; on the desktop it is the side column's again.
      className="flex flex-col overflow-hidden rounded-card border-frame border-border bg-surface-raised text-fg shadow-lg md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] desktop:flex"
    >
      {/* The page's largest sight: fetched first, before the lessons' images. */}
      <img
        src={course.image}
        alt=""
        fetchPriority="high"
        className="aspect-video w-full object-cover md:aspect-auto md:h-full desktop:aspect-video desktop:h-auto"
      />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lead font-semibold">
            {t("course.status.label")}
          </h2>
          {stage === "finished" ? (
            <AccessLabel status="completed">{t("course.status.finished")}</AccessLabel>
          ) : (
            <Badge variant={stageLook[stage]}>{t(`course.status.${stage}`)}</Badge>
          )}
        </div>
        {progress ? (
          <div className="flex flex-col gap-1.5">
            <ProgressBar
              label={t("course.progress")}
              value={progress.percentage}
              tone={stage === "in-progress" ? "accent" : "success"}
            />
            <p className="text-small text-fg-muted">{t("course.units", units)}</p>
          </div>
        ) : null}
        {stage === "not-joined" ? (
          <>
            <p className="text-small text-fg-muted text-pretty">{t("course.joinHint")}</p>
            <Button size="lg" icon={<LogIn />} onPress={onJoin} isPending={isJoining} className="w-full">
              {t("course.join")}
            </Button>
          </>
        ) : null}
        {stage === "in-progress" && resume ? (
          <>
            <LinkButton href={resume.href} size="lg" icon={<Play />} className="w-full">
              {t("course.resume")}
            </LinkButton>
            <p className="text-small text-fg-muted text-pretty break-words">{resume.description}</p>
          </>
        ) : null}
        {stage === "lessons-done" ? (
          <>
            <p className="text-small text-pretty">{t("course.lessonsDoneHint")}</p>
            <LinkButton
              href={finish.href}
              size="lg"
              icon={<ArrowRight />}
              className="w-full"
              {...{ [NEXT_STEP_ATTRIBUTE]: "" }}
            >
              {t(`course.finish.${finish.kind}.open`)}
            </LinkButton>
          </>
        ) : null}
        {stage === "finished" ? (
          <p className="text-small text-pretty">
            {t("course.finishedHint")}
            {finishedOn ? (
              <>
                {" "}
                <span className="text-fg-muted">{t("course.finishedOn", { date: finishedOn })}</span>
              </>
            ) : null}
          </p>
        ) : null}
        {stage === "finished" && progress?.certificateId ? (
          // The certificate is at hand where the learner looks first, any time after the course, not only at
          // the bottom of the page.
          <CourseCertificate
            courseId={course._id}
            certificateId={progress.certificateId}
            className="flex flex-col gap-2 [&>*]:w-full"
          />
        ) : null}
        {canReview ? (
          <div className="flex flex-col gap-2 border-t border-border pt-4">
            {review ? (
              <p className="inline-flex items-center gap-1.5 text-small font-semibold">
                <Star aria-hidden="true" className="size-4 fill-current text-warning" />
                {t("course.review.yours", { rating: review.rating })}
              </p>
            ) : null}
            <Button variant="secondary" icon={<Star />} onPress={onReview} className="w-full">
              {review ? t("course.review.change") : t("course.review.open")}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
