import type { CourseReview } from "@campus/contract";
import { ReviewModal, type ReviewValue } from "@campus/design-system";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../toasts";
import { useReviewCourse } from "./hooks";
import { focusNextStepIfLost } from "./next-step";
import { rememberReviewOffered, wasReviewOffered } from "./review-offer";

/** The longest comment the API keeps (the contract's `CourseReview`). */
export const REVIEW_COMMENT_MAX = 2000;

/**
 * Whether the review is open. Once a course's lessons are done and it has no review, it opens by itself
 * once in this browser; the page's button opens it any time.
 */
export function useReviewOffer(courseId: string, shouldOffer: boolean) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!shouldOffer || wasReviewOffered(courseId)) return;
    rememberReviewOffered(courseId);
    setOpen(true);
  }, [shouldOffer, courseId]);
  return { isOpen, setOpen };
}

export interface CourseReviewModalProps {
  courseId: string;
  courseTitle: string;
  /** The learner's earlier review: its rating is chosen already. */
  review: CourseReview | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Rates the course (1 to 5 stars and a comment). The modal stays open until the review is saved, so a
 * comment that is too long or a failed send loses nothing: the learner fixes it and sends again.
 */
export function CourseReviewModal({ courseId, courseTitle, review, isOpen, onOpenChange }: CourseReviewModalProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { send, isSending } = useReviewCourse(courseId);
  // The review modal closes itself right after it submits; that close waits for the answer instead.
  const closingAfterSubmit = useRef(false);
  // However it closes (sent, Escape, "Not now"), focus it leaves on nothing goes to the course's next step.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (closed) return focusNextStepIfLost(document);
  }, [isOpen]);

  const submit = async (value: ReviewValue) => {
    closingAfterSubmit.current = true;
    if (isSending) return;
    if (value.comment.length > REVIEW_COMMENT_MAX) {
      toasts.error(t("course.review.tooLong", { count: value.comment.length }));
      return;
    }
    if (await send(value)) onOpenChange(false);
  };

  return (
    <ReviewModal
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next && closingAfterSubmit.current) {
          closingAfterSubmit.current = false;
          return;
        }
        onOpenChange(next);
      }}
      title={t("course.review.title")}
      message={t("course.review.message", { course: courseTitle })}
      ratingLabel={t("course.review.rating")}
      starLabel={(count) => t("course.review.star", { count })}
      commentLabel={t("course.review.comment")}
      commentDescription={t("course.review.commentHelp")}
      submitLabel={t("course.review.submit")}
      cancelLabel={t("course.review.later")}
      closeLabel={t("course.review.close")}
      onSubmit={(value) => void submit(value)}
      {...(review ? { defaultRating: review.rating } : {})}
    />
  );
}
