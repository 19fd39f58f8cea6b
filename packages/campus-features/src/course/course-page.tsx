import type { RankStagesAnswer } from "@campus/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../api";
import { useCall } from "../data";
import { useLearner } from "../session";
import { LoadError } from "../shell";
import { useToasts } from "../toasts";
import {
  coursePath,
  findLesson,
  type LessonTarget,
  lessonAddress,
  readCourseAddress,
  type ToolsFilter,
  toolsAddress,
} from "./course-address";
import { CourseHero } from "./course-hero";
import { CourseLearning } from "./course-learning";
import { CourseOverview } from "./course-overview";
import { CourseReviewModal, useReviewOffer } from "./course-review";
import { CourseSkeleton } from "./course-skeleton";
import { courseStage, finishStep, formatVideoTime, lessonsAreDone } from "./course-stage";
import type { ResumeLink } from "./course-status";
import { CourseUnavailable, type CourseUnavailableReason } from "./course-unavailable";
import { useCourse, useFavoriteToggle, useJoinCourse } from "./hooks";
import { JoinFirstDialog } from "./join-first-dialog";
import { LessonView } from "./lesson";
import { entryId } from "./lesson-entries";
import { readLocalPosition, resumeTarget } from "./position";

const frame = "mx-auto flex w-full max-w-app flex-col gap-8 px-4 pt-6 pb-16 sm:px-6 desktop:px-10 desktop:pt-10";

/**
 * The course (`/course/{id}`, SPEC sections 2-4): its overview with the learner's progress, lessons, ending
 * and recommended tools, or, with `?lesson=…`, a lesson open beside the list. Joining opens the current
 * lesson; resuming opens where the learner last was, on any device; a course whose lessons are done offers
 * its review. The address holds the state, so a reload or Back lands where the learner was.
 */
export function CoursePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { user, organizationSettings } = useLearner();
  const address = readCourseAddress(search);
  const course = useCourse(id, address.tools);
  const ranks = useCall("rankStages", {});
  const data = course.answer?.data;
  const { join, isJoining } = useJoinCourse(id, course.mutate);
  const toggleFavorite = useFavoriteToggle(course.mutate);
  const [chosenLesson, setChosenLesson] = useState<LessonTarget | null>(null);
  const stage = data ? courseStage(data.course, data.progress) : "not-joined";
  const isJoined = stage !== "not-joined" && Boolean(data?.progress);
  const review = useReviewOffer(id, data !== undefined && lessonsAreDone(stage) && data.review === null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lessonArea = useRef<HTMLDivElement>(null);

  const addressed = data && address.lesson ? findLesson(data.course, address.lesson) : null;
  const openLesson = isJoined && addressed ? addressed : null;
  // A lesson chosen, or named in the address, before joining: the page offers to join and open it.
  const joinFirst = isJoined ? null : (chosenLesson ?? (addressed ? addressed : null));
  const joinFirstTitle = data && joinFirst ? (findLesson(data.course, joinFirst)?.title ?? null) : null;

  // SPEC section 8: a course that fails to load says so in a toast, once until it loads or is retried.
  const toasted = useRef(false);
  useEffect(() => {
    const error = course.error;
    if (!error || data) {
      toasted.current = false;
      return;
    }
    if (hasOwnPage(error)) return;
    if (toasted.current) return;
    toasted.current = true;
    toasts.error(t("course.loadError"));
  }, [course.error, data, toasts, t]);

  // Moving between the overview and a lesson, or between lessons, takes focus to what opened (not on the
  // page's first showing, where focus starts at the top as on any page).
  const view = data ? (openLesson ? `lesson:${entryId(openLesson)}` : "overview") : null;
  const shownView = useRef<string | null>(null);
  useEffect(() => {
    if (view === null) return;
    const previous = shownView.current;
    shownView.current = view;
    if (previous === null || previous === view) return;
    if (view === "overview") heading.current?.focus();
    else (lessonArea.current?.querySelector<HTMLElement>("h2[tabindex]") ?? lessonArea.current)?.focus();
  }, [view]);

  const open = (target: LessonTarget, replace = false) => void navigate(lessonAddress(id, target, search), { replace });
  const changeTools = (filter: ToolsFilter) =>
    void navigate(toolsAddress(id, filter, search), { replace: true, preventScrollReset: true });

  const joinAndOpen = async (target: LessonTarget | null) => {
    const progress = await join();
    if (!progress) return;
    setChosenLesson(null);
    const next =
      target ??
      (progress.currentLessonId
        ? { lessonId: progress.currentLessonId, sublessonId: progress.currentSublessonId }
        : null);
    // A lesson already named in the address stays where it is in the history.
    if (next) open(next, target !== null && chosenLesson === null);
  };

  const cancelJoinFirst = () => {
    setChosenLesson(null);
    if (address.lesson) void navigate(lessonAddress(id, null, search), { replace: true });
  };

  if (!data) {
    const reason = unavailableReason(course.error, ranks.data, ranks.error);
    const title =
      reason?.kind === "locked"
        ? t("course.unavailable.lockedTitle")
        : reason?.kind === "no-access"
          ? t("course.unavailable.noAccessTitle")
          : reason?.kind === "not-in-language"
            ? t("course.unavailable.languageTitle")
            : t("course.fallbackTitle");
    const isLoadError = course.error !== undefined && !hasOwnPage(course.error);
    return (
      <div className={frame}>
        {reason || isLoadError ? (
          <>
            <CourseHero trail={[{ id: "course", label: title }]} title={title} />
            {reason ? (
              <CourseUnavailable reason={reason} />
            ) : (
              <LoadError
                message={t("course.loadErrorInline")}
                onRetry={() => {
                  toasted.current = false;
                  void course.mutate();
                }}
              />
            )}
          </>
        ) : (
          <CourseSkeleton />
        )}
      </div>
    );
  }

  const program = {
    id: "program",
    label: data.course.programTitle,
    href: `/program/${encodeURIComponent(data.course.programId)}`,
  };

  if (data.course.rank > user.rankStage) {
    const rank = ranks.data?.stages.find((candidate) => candidate.stage === data.course.rank);
    return (
      <div className={frame}>
        <CourseHero trail={[program, { id: "course", label: data.course.title }]} title={data.course.title} />
        <CourseUnavailable
          reason={{
            kind: "locked",
            ...(rank ? { requiredRank: rank.title } : {}),
            ...(ranks.data?.note ? { note: ranks.data.note } : {}),
          }}
        />
      </div>
    );
  }

  const finish = finishStep(data.course, stage);
  const reviewModal = (
    <CourseReviewModal
      courseId={id}
      courseTitle={data.course.title}
      review={data.review}
      isOpen={review.isOpen}
      onOpenChange={review.setOpen}
    />
  );

  if (openLesson && data.progress) {
    return (
      <div className={frame}>
        <CourseHero
          ref={heading}
          isCompact
          trail={[
            program,
            { id: "course", label: data.course.title, href: coursePath(id) },
            { id: "lesson", label: openLesson.title },
          ]}
          title={data.course.title}
        />
        <CourseLearning course={data.course} progress={data.progress} target={openLesson}>
          <div ref={lessonArea} tabIndex={-1} className="outline-none">
            <LessonView
              course={data.course}
              progress={data.progress}
              lessonId={openLesson.lessonId}
              sublessonId={openLesson.sublessonId}
              onOpenLesson={(target) => open(target)}
            />
          </div>
        </CourseLearning>
        {reviewModal}
      </div>
    );
  }

  const resume = stage === "in-progress" ? resumeTarget(data.course, data.progress, readLocalPosition(id)) : null;
  const resumeTitle = resume ? findLesson(data.course, resume)?.title : undefined;
  const resumeLink: ResumeLink | null =
    resume && resumeTitle
      ? {
          href: lessonAddress(id, resume, search),
          description:
            resume.videoSeconds >= 1
              ? t("course.resumeAt", { lesson: resumeTitle, time: formatVideoTime(resume.videoSeconds) })
              : t("course.resumeTo", { lesson: resumeTitle }),
        }
      : null;

  return (
    <div className={frame}>
      <CourseHero
        ref={heading}
        trail={[program, { id: "course", label: data.course.title }]}
        title={data.course.title}
      />
      <CourseOverview
        data={data}
        stage={stage}
        finish={finish}
        resume={resumeLink}
        resumeTarget={resume}
        isLessonMissing={address.lesson !== null && addressed === null}
        onJoin={() => void joinAndOpen(null)}
        isJoining={isJoining && joinFirst === null}
        onChooseLesson={setChosenLesson}
        onReview={() => review.setOpen(true)}
        showsTools={organizationSettings.accessToToolRepository}
        toolsFilter={address.tools}
        onToolsFilterChange={changeTools}
        isToolsPending={course.isToolsPending}
        onFavoriteChange={(tool, isFavorite) => void toggleFavorite(tool, isFavorite)}
      />
      <JoinFirstDialog
        lessonTitle={joinFirstTitle}
        onJoin={() => void joinAndOpen(joinFirst)}
        onCancel={cancelJoinFirst}
        isJoining={isJoining}
      />
      {reviewModal}
    </div>
  );
}

/** 403 and 406 have their own page; a 404 is on its way to the not-found page. */
const hasOwnPage = (error: unknown) => isApiError(error) && [403, 404, 406].includes(error.status);

/**
 * Why a course that did not load cannot be shown: 406 is the language; a 403 is the rank while the learner
 * has ranks still to reach (courses are refused for nothing else), or plain 'no access' once every rank is
 * theirs. Null for other failures (and while the ranks that decide a 403 are still loading).
 */
function unavailableReason(
  error: unknown,
  ranks: RankStagesAnswer | undefined,
  ranksError: unknown,
): CourseUnavailableReason | null {
  if (!isApiError(error)) return null;
  if (error.status === 406) return { kind: "not-in-language" };
  if (error.status !== 403) return null;
  if (!ranks) return ranksError ? { kind: "no-access" } : null;
  const next = ranks.stages.find((stage) => !stage.reached && stage.stage > ranks.currentStage);
  if (!next) return { kind: "no-access" };
  return { kind: "locked", nextRank: next.title, ...(ranks.note ? { note: ranks.note } : {}) };
}
