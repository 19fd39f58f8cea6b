import { randomInt } from "node:crypto";
import { type Certificate, certificatePath, type Lang } from "@campus/contract";
import type { Db, Queryable } from "../db/db.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import type { CourseRow } from "./course-rows.js";
import type { ProgressRow } from "./progress-rows.js";

/*
 * Certificates: issued once per learner and course with a random id and a snapshot of what they certify, looked
 * up by anyone who has the id, revoked (never deleted) by staff.
 */

/** Crockford's base32: no I, L, O or U, so an id read off paper is not mistyped. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 26 symbols of 5 bits: 130 random bits, nothing taken from the learner or the course. */
export function newCertificateId(): string {
  let id = "";
  for (let i = 0; i < 26; i++) id += ALPHABET[randomInt(32)];
  return id;
}

export interface CertificateRow {
  id: string;
  user_id: string;
  course_id: string;
  holder_name: string;
  course_title: string;
  lang: Lang;
  issued_on: string;
  issuer: string;
  status: "valid" | "revoked";
  revoked_reason: string | null;
  revoked_at: Date | string | null;
  /** The course's program and hours as issued; null on certificates issued before they were printed. */
  program_title: string | null;
  duration_minutes: number | null;
}

/** A certificate row's columns as `CertificateRow` reads them (the day as text). */
export const CERTIFICATE_COLUMNS = `id, user_id, course_id, holder_name, course_title, lang, issued_on::text as issued_on, issuer, status,
  revoked_reason, revoked_at, program_title, duration_minutes`;

/** The public page of a certificate: what its QR code and its credential point at. */
export const verifyUrl = (campusUrl: string, id: string) => `${campusUrl.replace(/\/+$/, "")}${certificatePath(id)}`;

export function certificateView(row: CertificateRow, campusUrl: string): Certificate {
  return {
    id: row.id,
    holderName: row.holder_name,
    courseTitle: row.course_title,
    lang: row.lang,
    issuedOn: row.issued_on,
    issuer: row.issuer,
    status: row.status,
    revokedReason: row.revoked_reason,
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    verifyUrl: verifyUrl(campusUrl, row.id),
  };
}

/**
 * The learner's certificate of a course whose closed test they passed: the one issued before, or a new one whose
 * snapshot is the learner's name, the course's title and program in `lang`, its hours and today's date. The
 * course is finished too (a finish given before is kept). Two requests at once get the same certificate.
 */
export async function issueCertificate(
  db: Db,
  issuer: string,
  userId: string,
  course: CourseRow,
  lang: Lang,
): Promise<{ certificate: CertificateRow; progress: ProgressRow }> {
  return db.transaction(async (tx) => {
    const [progress] = await tx.query<{ id: string }>(
      "select id from progress where user_id = $1 and course_id = $2 and closed_test_passed for update",
      [userId, course.id],
    );
    if (!progress) throw conflict("Pass the course's closed test first.");
    if (!course.has_certificate) throw conflict("This course has no certificate: finish it without one.");
    const [holder] = await tx.query<{ name: string }>(
      "select first_name || ' ' || last_name as name from users where id = $1",
      [userId],
    );
    const [extent] = await tx.query<{ program_i18n: Record<string, { title: string }> | null; minutes: number }>(
      `select (select i18n from programs where id = $2) as program_i18n,
         (select coalesce(sum(duration_minutes), 0)::int from lessons where course_id = $1) as minutes`,
      [course.id, course.program_id],
    );
    const title = pick<{ title: string }>(course.i18n, lang).title;
    const programTitle = extent?.program_i18n?.[lang]?.title ?? null;
    await tx.query(
      `insert into certificates (id, user_id, course_id, holder_name, course_title, lang, issued_on, issuer,
         program_title, duration_minutes)
       values ($1, $2, $3, $4, $5, $6, current_date, $7, $8, $9) on conflict (user_id, course_id) do nothing`,
      [
        newCertificateId(),
        userId,
        course.id,
        holder?.name.trim() ?? "",
        title,
        lang,
        issuer,
        programTitle,
        extent?.minutes ?? null,
      ],
    );
    const [certificate] = await tx.query<CertificateRow>(
      `select ${CERTIFICATE_COLUMNS} from certificates where user_id = $1 and course_id = $2`,
      [userId, course.id],
    );
    const [row] = await tx.query<ProgressRow>(
      `update progress set certificate_id = $2, finished_at = coalesce(finished_at, now()), updated_at = now()
       where id = $1 returning *`,
      [progress.id, (certificate as CertificateRow).id],
    );
    return { certificate: certificate as CertificateRow, progress: row as ProgressRow };
  });
}

/** The learner's certificate of a course, or null before one is issued. */
export async function certificateOf(db: Queryable, userId: string, courseId: string): Promise<CertificateRow | null> {
  const [row] = await db.query<CertificateRow>(
    `select ${CERTIFICATE_COLUMNS} from certificates where user_id = $1 and course_id = $2`,
    [userId, courseId],
  );
  return row ?? null;
}

/** A certificate by its id (as typed: any case, and Crockford's look-alikes read as the digits they stand for). */
export async function findCertificate(db: Queryable, id: string): Promise<CertificateRow> {
  const [row] = await db.query<CertificateRow>(
    `select ${CERTIFICATE_COLUMNS} from certificates where id = $1 or id = $2`,
    [id, normalizeId(id)],
  );
  if (!row) throw notFound("Certificate");
  return row;
}

function normalizeId(id: string): string {
  return id.toUpperCase().replace(/[-\s]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** Revokes a certificate, saying why; it stays on record and its public page says it was revoked. */
export async function revokeCertificate(db: Queryable, id: string, reason: string): Promise<CertificateRow> {
  const why = reason.trim();
  if (why.length < 3) throw badRequest("reason must say why the certificate is revoked (at least 3 characters).");
  const found = await findCertificate(db, id);
  if (found.status === "revoked") throw conflict(`Certificate ${found.id} is already revoked.`);
  const [row] = await db.query<CertificateRow>(
    `update certificates set status = 'revoked', revoked_reason = $2, revoked_at = now()
     where id = $1 and status = 'valid' returning ${CERTIFICATE_COLUMNS}`,
    [found.id, why],
  );
  if (!row) throw conflict(`Certificate ${found.id} is already revoked.`);
  return row;
}
