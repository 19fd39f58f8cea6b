import type { ClosedTestCheckAnswer, ClosedTestCheckBody, Lang } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Db } from "../db/db.js";
import { issueCertificate } from "./certificate-store.js";
import { checkClosedTest } from "./closed-test-check.js";
import { courseById } from "./course-rows.js";

/**
 * A closed test checked. Passing completes the course, so its certificate is issued now, in the language the test
 * was taken in: home shows it (with its public page) before the learner ever downloads the image.
 */
export async function passClosedTest(
  db: Db,
  issuer: string,
  user: SessionUser,
  courseId: string,
  lang: Lang,
  body: ClosedTestCheckBody,
): Promise<ClosedTestCheckAnswer> {
  const answer = await checkClosedTest(db, user, courseId, lang, body);
  if (answer.result.passed) {
    const course = await courseById(db, courseId, user);
    if (course.has_certificate) await issueCertificate(db, issuer, user.id, course, lang);
  }
  return answer;
}
