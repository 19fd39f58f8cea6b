import { coursePath, programPath } from "@campus/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { hasOwnPage, Unavailable } from "../../access";
import { useCall } from "../../data";
import { JoinFirstDialog, useJoinCourse } from "../../joining";
import { pageColumn } from "../../page";
import { useLearner } from "../../session";
import { useLoadErrorToast } from "../../toasts";
import {
  findLesson,
  type LessonTarget,
  lessonAddress,
  readCourseAddress,
  type ToolsFilter,
  toolsAddress,
} from "./course-address";
import { CourseHero } from "./course-hero";
import { CourseLearning } from "./course-learning";
import { CourseNotLoaded } from "./course-not-loaded";
import { CourseOverview } from "./course-overview";
import { CourseReviewModal, useReviewOffer } from "./course-review";
import { courseStage, finishStep, lessonsAreDone } from "./course-stage";
import { useCourse, useRecommendedFavorite } from "./hooks";
import { LessonView } from "./lesson";
import { entryId } from "./lesson-entries";
import { readLocalPosition } from "./position";
import { resumeLink } from "./resume-link";
import { shouldOfferReview } from "./review-offer";
import { usePageFocus } from "./use-page-focus";

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
  const { user, organizationSettings } = useLearner();
  const address = readCourseAddress(search);
  const course = useCourse(id, address.tools);
  const ranks = useCall("rankStages", {});
  const data = course.answer?.data;
  const { join, isJoining } = useJoinCourse(id, "course.joinError");
  const toggleFavorite = useRecommendedFavorite();
  const [chosenLesson, setChosenLesson] = useState<LessonTarget | null>(null);
  const stage = data ? courseStage(data.course, data.progress) : "not-joined";
  const isJoined = stage !== "not-joined" && Boolean(data?.progress);
  const review = useReviewOffer(id, shouldOfferReview(stage, data));
  const heading = useRef<HTMLHeadingElement>(null);
  const lessonArea = useRef<HTMLDivElement>(null);

  const addressed = data && address.lesson ? findLesson(data.course, address.lesson) : null;
  const openLesson = isJoined && addressed ? addressed : null;
  // A lesson chosen, or named in the address, before joining: the page offers to join and open it.
  const joinFirst = isJoined ? null : (chosenLesson ?? (addressed ? addressed : null));
  const joinFirstTitle = data && joinFirst ? (findLesson(data.course, joinFirst)?.title ?? null) : null;

  const toastAgain = useLoadErrorToast(course.error, data !== undefined, "course.loadError", hasOwnPage);
  usePageFocus(data ? (openLesson ? `lesson:${entryId(openLesson)}` : "overview") : null, heading, lessonArea);

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
    return (
      <div className={pageColumn.underCrumbs}>
        <CourseNotLoaded
          error={course.error}
          onRetry={() => {
            toastAgain();
            void course.mutate();
          }}
        />
      </div>
    );
  }

  const program = {
    id: "program",
    label: data.course.programTitle,
    href: programPath(data.course.programId),
  };

  if (data.course.rank > user.rankStage) {
    const rank = ranks.data?.stages.find((candidate) => candidate.stage === data.course.rank);
    return (
      <div className={pageColumn.underCrumbs}>
        <CourseHero trail={[program, { id: "course", label: data.course.title }]} title={data.course.title} />
        <Unavailable
          reason={{
            kind: "locked",
            description: data.course.description,
            ...(rank ? { requiredRank: rank.title } : {}),
            ...(ranks.data?.note ? { note: ranks.data.note } : {}),
          }}
        />
      </div>
    );
  }

  const finish = finishStep(data.course, stage, data.progress);
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
      <div className={pageColumn.underCrumbs}>
        <CourseHero
          ref={heading}
          isCompact
          trail={[
            program,
            { id: "course", label: data.course.title, href: coursePath(id) },
            { id: "lesson", label: openLesson.title },
          ]}
          title={data.course.title}
          documentTitle={`${openLesson.title} – ${data.course.title}`}
        />
        <CourseLearning
          course={data.course}
          progress={data.progress}
          target={openLesson}
          {...(lessonsAreDone(stage) ? { onReview: () => review.setOpen(true), hasReview: data.review !== null } : {})}
        >
          <div ref={lessonArea} tabIndex={-1} className="outline-none">
            <LessonView
              course={data.course}
              progress={data.progress}
              lessonId={openLesson.lessonId}
              sublessonId={openLesson.sublessonId}
              onOpenLesson={(target) => open(target)}
              lessonHref={(target) => lessonAddress(id, target, search)}
            />
          </div>
        </CourseLearning>
        {reviewModal}
      </div>
    );
  }

  const resume =
    stage === "in-progress" ? resumeLink(data.course, data.progress, readLocalPosition(id), { search, t }) : null;

  return (
    <div className={pageColumn.underCrumbs}>
      <CourseHero
        ref={heading}
        trail={[program, { id: "course", label: data.course.title }]}
        title={data.course.title}
      />
      <CourseOverview
        data={data}
        stage={stage}
        finish={finish}
        resume={resume}
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
        isOpen={joinFirstTitle !== null}
        title={t("course.joinFirst.title")}
        message={t("course.joinFirst.message", { lesson: joinFirstTitle ?? "" })}
        confirmLabel={t("course.joinFirst.confirm")}
        cancelLabel={t("course.joinFirst.cancel")}
        onJoin={() => void joinAndOpen(joinFirst)}
        onCancel={cancelJoinFirst}
        isJoining={isJoining}
      />
      {reviewModal}
    </div>
  );
}
