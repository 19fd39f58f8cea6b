import type { CourseReview } from "@campus/contract";
import { ReviewModal, type ReviewValue } from "@campus/design-system";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../data";
import { useToasts } from "../../toasts";
import { useReviewCourse } from "./hooks";
import { focusNextStepIfLost } from "./next-step";

/** The longest comment the API keeps (the contract's `CourseReview`). */
export const REVIEW_COMMENT_MAX = 2000;

/**
 * Whether the review is open. Once `shouldOffer` (review-offer.ts: the course finished, not reviewed, not
 * offered to this account before) it opens by itself, and the offer is recorded with the account so that no
 * other device opens it again; the page's button opens it any time.
 */
export function useReviewOffer(courseId: string, shouldOffer: boolean) {
  const [isOpen, setOpen] = useState(false);
  const offered = useCallMutation("markReviewOffered", { revalidates: [["course", { id: courseId }]] });
  // Offered once in this page's life even before the server's answer says so.
  const offeredHere = useRef<string | null>(null);
  const record = offered.trigger;
  useEffect(() => {
    if (!shouldOffer || offeredHere.current === courseId) return;
    offeredHere.current = courseId;
    setOpen(true);
    // A failed record only means another device may offer it once more.
    record({ id: courseId }).catch(() => undefined);
  }, [shouldOffer, courseId, record]);
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
