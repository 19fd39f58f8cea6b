import type { ClosedTest, ClosedTestCheckBody } from "@campus/contract";
import type { HttpHandler } from "msw";
import { checkAnswerFor, closedTest, closedTestEn } from "./closed-test-fixtures";
import { progressFinished } from "./course-fixtures";
import { answer, fileAnswer, translated } from "./handlers";

/**
 * The calls of the closed test's screen over a test in Polish and English: the test, its check graded against
 * the key as the API grades it, the certificate (a PNG file) and finishing the course.
 */
export function closedTestHandlers(pl: ClosedTest = closedTest, en: ClosedTest = closedTestEn): HttpHandler[] {
  const inLanguage = translated({ pl, en });
  return [
    answer("closedTest", inLanguage),
    answer("checkClosedTest", async (request: Request) =>
      checkAnswerFor(inLanguage(), (await request.clone().json()) as ClosedTestCheckBody),
    ),
    fileAnswer("generateCertificate", () => ({ fileName: "certificate-c-intro.png", text: "PNG" }), "image/png"),
    answer("finishWithoutCertificate", { data: { progress: progressFinished } }),
  ];
}
