import type { ClosedTestCheckAnswer } from "@campus/contract";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api";
import { useCall, useCampusClient, useRevalidateCalls } from "../../data";
import { saveFile } from "../../downloads";
import { useToasts } from "../../toasts";
import { browserConnection, CheckCancelled, CheckQueue, type Connection } from "./check-queue";
import type { PendingCheck } from "./kept-test";

/** The closed test of a course (its questions without the right answers). */
export function useClosedTest(courseId: string) {
  return useCall("closedTest", { id: courseId });
}

/** The course the test ends: its title and program for the crumbs, and whether the learner has joined it. */
export function useTestCourse(courseId: string) {
  const result = useCall("course", { id: courseId });
  const data = result.data?.data.course._id === courseId ? result.data.data : undefined;
  return { data, error: result.error, mutate: result.mutate };
}

/** Where a check is: waiting for the connection, on its way, or failed (with the failure). */
export type CheckPhase = { kind: "idle" } | { kind: "offline" } | { kind: "sending" } | { kind: "failed" };

/**
 * Sends a test's check through the queue (once, when online) and reports its phase. The answer or the failure
 * goes to `onChecked` / `onFailed`; leaving the page ends a wait for the connection.
 */
export function useCheck(
  courseId: string,
  {
    onChecked,
    onFailed,
    connection = browserConnection,
  }: {
    onChecked: (answer: ClosedTestCheckAnswer, check: PendingCheck) => void;
    onFailed: (error: unknown) => void;
    connection?: Connection;
  },
) {
  const client = useCampusClient();
  const revalidate = useRevalidateCalls();
  const [phase, setPhase] = useState<CheckPhase>({ kind: "idle" });
  const queue = useMemo(
    () =>
      new CheckQueue<ClosedTestCheckAnswer>({
        connection,
        send: (check) =>
          client.call("checkClosedTest", { id: courseId, answers: check.answers, idempotencyKey: check.key }),
        onWaiting: (isWaiting) => setPhase({ kind: isWaiting ? "offline" : "sending" }),
      }),
    [client, courseId, connection],
  );
  // A page left while its check waits for the connection stops waiting; the check stays kept on the device.
  useEffect(() => () => queue.cancel(), [queue]);
  const send = useCallback(
    async (check: PendingCheck) => {
      setPhase({ kind: connection.isOnline() ? "sending" : "offline" });
      try {
        const answer = await queue.send(check);
        setPhase({ kind: "idle" });
        // A passed test is part of the learner's progress on the course and home pages.
        void revalidate([["course", { id: courseId }], "homepage"]);
        onChecked(answer, check);
      } catch (error) {
        if (error instanceof CheckCancelled) return;
        setPhase({ kind: "failed" });
        onFailed(error);
      }
    },
    [queue, connection, revalidate, courseId, onChecked, onFailed],
  );
  return { phase, send };
}

/**
 * The two ways a passed test ends the course (SPEC section 2): the certificate generated and downloaded, or
 * the course finished without one; each says so in a toast and resolves true, or says it failed and resolves
 * false (the learner stays to try again).
 */
export function useCourseEnding(courseId: string, certificateName: () => string) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const revalidate = useRevalidateCalls();
  const client = useCampusClient();
  const [pending, setPending] = useState<"certificate" | "finish" | null>(null);

  const run = useCallback(
    async (kind: "certificate" | "finish") => {
      setPending(kind);
      try {
        if (kind === "certificate") {
          // Under the name the page gives it (the course and the day), not the server's.
          saveFile({ ...(await client.call("generateCertificate", { courseId })), fileName: certificateName() });
          toasts.success(t("closedTest.certificate.generated"));
        } else {
          await client.call("finishWithoutCertificate", { courseId });
          toasts.success(t("closedTest.finish.done"));
        }
        void revalidate([["course", { id: courseId }], "homepage"]);
        return true;
      } catch (error) {
        // A 404 is on its way to the not-found page; anything else stays here with its message.
        if (!(isApiError(error) && error.status === 404)) {
          toasts.error(t(kind === "certificate" ? "closedTest.certificate.error" : "closedTest.finish.error"));
        }
        return false;
      } finally {
        setPending(null);
      }
    },
    [client, courseId, certificateName, revalidate, toasts, t],
  );
  return { run, pending };
}
