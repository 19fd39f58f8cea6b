import type { Lang } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { certificateImage } from "./certificate.js";
import { type CertificateRow, certificateView, issueCertificate } from "./certificate-store.js";
import { courseById } from "./course-rows.js";

/**
 * The learner's certificate of a course (issued now if the pass did not issue it), the course, and what its image
 * prints: the program and the hours the certificate was issued with.
 */
export async function learnerCertificate(
  db: Db,
  config: Pick<Config, "certificateIssuer" | "campusUrl">,
  user: SessionUser,
  courseId: string,
  lang: Lang,
) {
  const course = await courseById(db, courseId, user);
  const { certificate } = await issueCertificate(db, config.certificateIssuer, user.id, course, lang);
  const view = certificateView(certificate, config.campusUrl);
  return { course, view, image: certificateImage(view, extentOf(certificate)) };
}

function extentOf(row: CertificateRow) {
  return { programTitle: row.program_title, durationMinutes: row.duration_minutes };
}
