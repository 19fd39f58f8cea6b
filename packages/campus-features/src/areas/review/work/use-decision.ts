import type { ReviewWork } from "@campus/contract";
import { type RefObject, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCampusClient, useRevalidateCalls } from "../../../data";
import { useToasts } from "../../../toasts";
import { fullName, type ReviewConflict, reviewConflictOf } from "./review-conflict";
import type { FeedbackDraft } from "./use-feedback-draft";
import type { ReviewClaim } from "./use-review-claim";
import { afterVerdictPath, type QueueFilter } from "./work-address";

export type Verdict = "approved" | "rejected";

export interface Decision {
  decide(verdict: Verdict): Promise<void>;
  /** The verdict on its way, if any. */
  deciding: Verdict | null;
  /** Returning the work was asked for without feedback. */
  isFeedbackMissing: boolean;
  /** The work changed under the reviewer (resent, or decided by someone else): the verdict was refused. */
  conflict: Extract<ReviewConflict, { kind: "resent" | "decided" }> | undefined;
  /** The reviewer reloads the work after a conflict. */
  clearConflict(): void;
  clearFeedbackMissing(): void;
}

export interface DecisionOptions {
  work: ReviewWork;
  filter: QueueFilter;
  draft: FeedbackDraft;
  claim: ReviewClaim;
  /** Set as the page leaves by its own doing (after a verdict), so leaving does not ask first. */
  leaving: RefObject<boolean>;
  /** Puts the decided work in the page's cache, so coming back shows it decided. */
  onDecided(work: ReviewWork): void;
  focusFeedback(): void;
}

/**
 * A verdict on the version the reviewer sees (`decideReview` with the loaded `version`). Returning a work needs
 * feedback; approving takes it when given. After the verdict: a toast, the feedback draft cleared, and the next
 * work of the queue (or the queue when none is left). A 409 keeps the feedback: a colleague's claim shows who
 * holds the work, a change under the reviewer says what changed.
 */
export function useDecision({
  work,
  filter,
  draft,
  claim,
  leaving,
  onDecided,
  focusFeedback,
}: DecisionOptions): Decision {
  const client = useCampusClient();
  const toasts = useToasts();
  const navigate = useNavigate();
  const revalidate = useRevalidateCalls();
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<Verdict | null>(null);
  const [isFeedbackMissing, setFeedbackMissing] = useState(false);
  const [conflict, setConflict] = useState<Decision["conflict"]>();

  const decide = useCallback(
    async (verdict: Verdict) => {
      if (deciding) return;
      const feedback = draft.text.trim();
      if (verdict === "rejected" && feedback === "") {
        setFeedbackMissing(true);
        focusFeedback();
        return;
      }
      setDeciding(verdict);
      setConflict(undefined);
      try {
        const answer = await client.call("decideReview", {
          id: work._id,
          verdict,
          version: work.version,
          ...(feedback ? { feedback } : {}),
        });
        claim.settle();
        draft.clear();
        leaving.current = true;
        const next = work.position.nextId !== null;
        toasts.success(
          t(`review.work.decision.${verdict}`, { learner: fullName(work.learner) }),
          t(next ? "review.work.decision.nextOpened" : "review.work.decision.queueOpened"),
        );
        onDecided(answer.work);
        void revalidate(["reviewQueue"]);
        await navigate(afterVerdictPath(work.position, filter));
      } catch (error) {
        const refusal = reviewConflictOf(error);
        if (refusal?.kind === "claimed") claim.heldBy(refusal.reviewer, refusal.until);
        else if (refusal) setConflict(refusal);
        else toasts.error(t("review.work.decision.failed"));
      } finally {
        setDeciding(null);
      }
    },
    [deciding, draft, focusFeedback, client, work, claim, leaving, toasts, t, onDecided, revalidate, navigate, filter],
  );

  return {
    decide,
    deciding,
    isFeedbackMissing,
    conflict,
    clearConflict: useCallback(() => setConflict(undefined), []),
    clearFeedbackMissing: useCallback(() => setFeedbackMissing(false), []),
  };
}
