import type { ClosedTest } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { certificateFileName, isoDay } from "./certificate-name";
import { useCourseEnding } from "./hooks";

/** A passed test's way out: the certificate or the course finished without one, then home. */
export function useEndCourse(test: ClosedTest) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ending = useCourseEnding(test._id, () =>
    certificateFileName(t("closedTest.certificate.fileName", { course: test.courseTitle, date: isoDay(new Date()) })),
  );
  const endCourse = async (kind: "certificate" | "finish") => {
    if (ending.pending !== null) return;
    if (await ending.run(kind)) void navigate(pagePaths.home);
  };
  return { pending: ending.pending, endCourse };
}
