import { REVIEW_CLAIM_RENEW_MINUTES, type Reviewer, type ReviewWork } from "@campus/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCampusClient } from "../../../data";
import { reviewConflictOf } from "./review-conflict";

/**
 * Who holds a pending work: being asked for (`claiming`: the controls stay usable, the verdict is checked by the
 * server anyway), the reviewer's own (`mine`), or a colleague's (`taken`, until when). A decided work is held by
 * no one (`none`).
 */
export type ClaimState =
  | { status: "none" }
  | { status: "claiming" }
  | { status: "mine"; until: string }
  | { status: "taken"; reviewer: Reviewer; until: string };

export interface ReviewClaim {
  state: ClaimState;
  isTakingOver: boolean;
  /** Takes the work from the colleague who holds it (after the reviewer confirmed); whether it worked. */
  takeOver(): Promise<boolean>;
  /** A verdict refused because a colleague holds the work (its 409). */
  heldBy(reviewer: Reviewer, until: string): void;
  /** A verdict ended the claim on the server: nothing is left to release. */
  settle(): void;
}

const RENEW_MS = REVIEW_CLAIM_RENEW_MINUTES * 60 * 1000;

function firstState(work: Pick<ReviewWork, "status" | "claim">): ClaimState {
  if (work.status !== "pending") return { status: "none" };
  // A colleague's claim the answer already shows disables the controls at once, before the claim's own refusal.
  if (work.claim && !work.claim.mine) {
    return { status: "taken", reviewer: work.claim.reviewer, until: work.claim.until };
  }
  return { status: "claiming" };
}

/**
 * One reviewer at a time: opening a pending work claims it (`claimReview`), the claim is renewed every
 * `REVIEW_CLAIM_RENEW_MINUTES` while the page is open, and released (`releaseReview`, best effort) when the page
 * leaves the work, the tab is closed or the page reloads; a page brought back from the back-forward cache claims
 * again. Another reviewer's claim is a 409, which shows who holds the work until when.
 */
export function useReviewClaim(work: Pick<ReviewWork, "_id" | "status" | "claim">): ReviewClaim {
  const client = useCampusClient();
  const id = work._id;
  const isPending = work.status === "pending";
  const [state, setState] = useState<ClaimState>(() => firstState(work));
  const [isTakingOver, setTakingOver] = useState(false);
  /** Whether the server holds the work for this reviewer, as far as the page knows: what a release undoes. */
  const held = useRef(false);
  /** The page still shows the work: a claim answered after it left is released at once. */
  const isShown = useRef(true);

  const release = useCallback(
    (keepalive: boolean) => {
      if (!held.current) return;
      held.current = false;
      client.call("releaseReview", { id }, { background: true, keepalive }).catch(() => undefined);
    },
    [client, id],
  );

  const claim = useCallback(
    async (takeOver: boolean) => {
      try {
        const answer = await client.call(
          "claimReview",
          takeOver ? { id, takeOver: true } : { id },
          // The page's own claims and renewals run unseen: a lost connection is no reason to end the session.
          { background: !takeOver },
        );
        held.current = true;
        if (!isShown.current) release(false);
        else setState({ status: "mine", until: answer.claim.until });
        return true;
      } catch (error) {
        const conflict = reviewConflictOf(error);
        if (conflict?.kind === "claimed") {
          held.current = false;
          setState({ status: "taken", reviewer: conflict.reviewer, until: conflict.until });
        }
        // Any other failure changes nothing here: the verdict's own check on the server still holds.
        return false;
      }
    },
    [client, id, release],
  );

  useEffect(() => {
    if (!isPending) return;
    isShown.current = true;
    void claim(false);
    const renew = window.setInterval(() => {
      if (held.current) void claim(false);
    }, RENEW_MS);
    const onPageHide = () => release(true);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void claim(false);
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      isShown.current = false;
      window.clearInterval(renew);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      release(false);
    };
  }, [isPending, claim, release]);

  const takeOver = useCallback(async () => {
    setTakingOver(true);
    try {
      return await claim(true);
    } finally {
      setTakingOver(false);
    }
  }, [claim]);

  const heldBy = useCallback((reviewer: Reviewer, until: string) => {
    held.current = false;
    setState({ status: "taken", reviewer, until });
  }, []);

  const settle = useCallback(() => {
    held.current = false;
    setState({ status: "none" });
  }, []);

  return { state, isTakingOver, takeOver, heldBy, settle };
}
