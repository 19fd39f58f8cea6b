import type { ReviewWork } from "@campus/contract";
import { type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLearner } from "../../../session";
import { useToasts } from "../../../toasts";
import { ClaimBanner } from "./claim-banner";
import { DecisionPanel } from "./decision-panel";
import { LeaveGuard } from "./leave-guard";
import { shortcutOf } from "./shortcuts";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useDecision } from "./use-decision";
import { useFeedbackDraft } from "./use-feedback-draft";
import { useReviewClaim } from "./use-review-claim";
import { useShortcutsSetting } from "./use-shortcuts-setting";
import { type QueueFilter, workPath } from "./work-address";
import { WorkAnswer } from "./work-answer";
import { WorkFacts } from "./work-facts";
import { WorkHeader } from "./work-header";
import { WorkHistory } from "./work-history";
import { workLayout } from "./work-layout";
import { WorkTask } from "./work-task";

/**
 * One loaded work with everything the reviewer does to it: the claim that keeps colleagues off it, the feedback kept
 * as it is typed, the verdict, the shortcuts and the question before leaving with feedback unsent. Shown afresh for
 * each work (the page keys it by the work's id), so nothing of one work carries over to the next.
 */
export function WorkView({
  work,
  filter,
  onReload,
  onDecided,
}: {
  work: ReviewWork;
  filter: QueueFilter;
  /** Loads the work again (after a conflict). */
  onReload(): void;
  /** The decided work, as the verdict's answer gave it. */
  onDecided(work: ReviewWork): void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { user } = useLearner();
  const draft = useFeedbackDraft(user._id, work._id);
  const claim = useReviewClaim(work);
  const leaving = useRef(false);
  const feedbackId = useId();
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const focusFeedback = useCallback(() => document.getElementById(feedbackId)?.focus(), [feedbackId]);
  const decision = useDecision({ work, filter, draft, claim, leaving, onDecided, focusFeedback });
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const isPending = work.status === "pending";
  const canDecide = isPending && claim.state.status !== "taken" && decision.deciding === null;

  const onWorkKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!shortcutsOn) return;
    const action = shortcutOf({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      target: event.target,
    });
    if (action === "next" || action === "previous") {
      const to = action === "next" ? work.position.nextId : work.position.previousId;
      if (!to) return;
      event.preventDefault();
      void navigate(workPath(to, filter));
    } else if (action === "feedback" && isPending) {
      event.preventDefault();
      focusFeedback();
    } else if (action === "approve" && canDecide) {
      event.preventDefault();
      void decision.decide("approved");
    }
  };

  const takeOver = async () => {
    if (await claim.takeOver()) {
      toasts.success(t("review.work.claim.takenOver"));
      // The banner and its button are gone: the reviewer goes on from the decision.
      decisionHeading.current?.focus();
    } else {
      toasts.error(t("review.work.claim.takeOverFailed"));
    }
  };

  return (
    <>
      <WorkHeader work={work} filter={filter} onShortcuts={() => setShortcutsOpen(true)} />
      {isPending && claim.state.status === "taken" ? (
        <ClaimBanner
          reviewer={claim.state.reviewer}
          until={claim.state.until}
          isTakingOver={claim.isTakingOver}
          onTakeOver={() => void takeOver()}
        />
      ) : null}
      <WorkFacts work={work} />
      <div className={workLayout.split}>
        <section
          aria-label={t("review.work.region")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the single-key shortcuts act while focus is in the work, so a reviewer (by keyboard or a click in its text) can put focus there even when the answer holds no link.
          tabIndex={0}
          onKeyDown={onWorkKey}
          className="flex min-w-0 flex-col gap-6 rounded-card outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
        >
          <WorkTask work={work} />
          <WorkAnswer work={work} />
          <WorkHistory history={work.history} />
        </section>
        <div className={workLayout.decision}>
          <DecisionPanel
            work={work}
            claim={claim.state}
            draft={draft}
            decision={decision}
            feedbackId={feedbackId}
            headingRef={decisionHeading}
            onReload={() => {
              decision.clearConflict();
              onReload();
            }}
          />
        </div>
      </div>
      <ShortcutsDialog
        isOpen={isShortcutsOpen}
        onOpenChange={setShortcutsOpen}
        isOn={shortcutsOn}
        onChange={setShortcutsOn}
      />
      {isPending ? <LeaveGuard hasUnsent={draft.text.trim() !== ""} leaving={leaving} /> : null}
    </>
  );
}
