import type { Certificate } from "@campus/contract";
import { Badge } from "@campus/design-system";
import { BadgeCheck, CircleX, FileCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * What a certificate says, as it was issued, and whether it stands: valid, or revoked with the day and the reason.
 * The course title keeps the language it was issued in, whatever the page's language.
 */
export function CertificateRecord({
  certificate,
  hasCredential,
}: {
  certificate: Certificate;
  hasCredential: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en-GB" : "pl-PL";
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    );
  const isValid = certificate.status === "valid";
  return (
    <>
      <p className="text-body text-fg-muted text-pretty">
        {isValid
          ? t("certificate.verify.validLead", { issuer: certificate.issuer })
          : t("certificate.verify.revokedLead", {
              issuer: certificate.issuer,
              date: certificate.revokedAt ? day(certificate.revokedAt) : "",
            })}
      </p>
      {!isValid && certificate.revokedReason ? (
        <div className="flex flex-col gap-1 rounded-control border-frame border-danger bg-danger-subtle px-4 py-3">
          <p className="text-small font-semibold text-danger">{t("certificate.verify.reason")}</p>
          <p className="text-body text-fg text-pretty">{certificate.revokedReason}</p>
        </div>
      ) : null}
      <section aria-label={t("certificate.verify.details")} className="border-t border-border pt-5">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail label={t("certificate.verify.status")}>
            <Badge
              variant={isValid ? "success" : "danger"}
              icon={isValid ? <BadgeCheck /> : <CircleX />}
              className="mt-1"
            >
              {t(isValid ? "certificate.verify.statusValid" : "certificate.verify.statusRevoked")}
            </Badge>
          </Detail>
          <Detail label={t("certificate.verify.issuedOn")}>{day(certificate.issuedOn)}</Detail>
          <Detail label={t("certificate.verify.holder")} wide>
            <span className="text-lead font-bold">{certificate.holderName}</span>
          </Detail>
          <Detail label={t("certificate.verify.course")} wide>
            <span lang={certificate.lang} className="text-lead font-semibold">
              {certificate.courseTitle}
            </span>
          </Detail>
          <Detail label={t("certificate.verify.issuer")}>{certificate.issuer}</Detail>
          <Detail label={t("certificate.verify.id")}>
            <span className="font-mono text-small [overflow-wrap:anywhere]">{certificate.id}</span>
          </Detail>
        </dl>
      </section>
      {hasCredential ? (
        <a
          href={`/api/certificates/${encodeURIComponent(certificate.id)}`}
          className="inline-flex items-center gap-2 self-start rounded-control text-small font-semibold text-accent-text underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <FileCheck aria-hidden="true" className="size-4 shrink-0" />
          {t("certificate.verify.credential")}
        </a>
      ) : null}
    </>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "flex flex-col gap-1 sm:col-span-2" : "flex flex-col gap-1"}>
      <dt className="text-small text-fg-muted">{label}</dt>
      <dd className="text-body text-fg">{children}</dd>
    </div>
  );
}
