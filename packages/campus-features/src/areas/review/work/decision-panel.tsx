import { REVIEW_CLAIM_MINUTES, type ReviewWork } from "@campus/contract";
import { Button } from "@campus/design-system";
import { CircleCheck, Undo2 } from "lucide-react";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { ConflictMessage } from "./conflict-message";
import { DecidedState } from "./decided-state";
import { FeedbackField } from "./feedback-field";
import type { Decision } from "./use-decision";
import type { FeedbackDraft } from "./use-feedback-draft";
import type { ClaimState } from "./use-review-claim";
import { workCard } from "./work-card";

/**
 * The reviewer's decision beside the work: for a pending work, how long it is held for them and why, the feedback
 * and the two verdicts (disabled while a colleague holds the work), or what refused the last verdict; for a
 * decided work, the decision as it stands.
 */
export function DecisionPanel({
  work,
  claim,
  draft,
  decision,
  feedbackId,
  headingRef,
  onReload,
}: {
  work: ReviewWork;
  claim: ClaimState;
  draft: FeedbackDraft;
  decision: Decision;
  feedbackId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onReload(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const isTaken = claim.status === "taken";
  const { deciding, conflict } = decision;
  return (
    <section aria-labelledby={headingId} className={workCard}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-heading font-semibold outline-none">
        {t("review.work.decision.heading")}
      </h2>
      {work.status !== "pending" ? (
        <DecidedState work={work} draft={draft} />
      ) : (
        <>
          <p className="text-small text-fg-muted">
            {isTaken
              ? t("review.work.decision.heldElsewhere")
              : t("review.work.decision.claimNote", { count: REVIEW_CLAIM_MINUTES })}
          </p>
          {conflict ? <ConflictMessage conflict={conflict} onReload={onReload} /> : null}
          <FeedbackField
            id={feedbackId}
            value={draft.text}
            onChange={(text) => {
              draft.setText(text);
              if (decision.isFeedbackMissing && text.trim() !== "") decision.clearFeedbackMissing();
            }}
            isMissing={decision.isFeedbackMissing}
            wasRestored={draft.wasRestored}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              icon={<CircleCheck />}
              isPending={deciding === "approved"}
              isDisabled={isTaken || deciding === "rejected"}
              onPress={() => void decision.decide("approved")}
            >
              {t("review.work.decision.approve")}
            </Button>
            <Button
              variant="secondary"
              icon={<Undo2 />}
              isPending={deciding === "rejected"}
              isDisabled={isTaken || deciding === "approved"}
              onPress={() => void decision.decide("rejected")}
            >
              {t("review.work.decision.reject")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
