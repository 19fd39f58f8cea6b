import type { Certificate } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { longDate } from "../../i18n";

/**
 * A small likeness of the certificate (issuer, heading, holder, course, date and id), drawn with the page's own
 * tokens rather than fetched as an image: it shows at once, in both themes, and costs no drawing on the server.
 */
export function CertificatePreview({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const issuedOn = longDate(i18n.language, new Date(`${certificate.issuedOn}T00:00:00Z`), "UTC");
  return (
    <div
      role="img"
      aria-label={t("home.completed.preview", { holder: certificate.holderName, course: certificate.courseTitle })}
      className="flex aspect-[1200/848] w-full flex-col rounded-card border-2 border-accent bg-surface p-4 text-fg shadow-md sm:p-5"
    >
      <p className="flex items-center gap-2 text-caption font-bold text-accent-text">
        <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
        {certificate.issuer}
      </p>
      <p className="mt-2 text-small font-bold sm:text-body">{t("home.completed.certificateHeading")}</p>
      <p className="mt-auto text-lead font-bold break-words text-accent-text">{certificate.holderName}</p>
      <p className="text-small font-semibold text-pretty break-words">{certificate.courseTitle}</p>
      <p className="mt-auto flex flex-wrap justify-between gap-x-3 pt-2 text-caption text-fg-muted">
        <span>{issuedOn}</span>
        <span className="font-mono break-all">{certificate.id}</span>
      </p>
    </div>
  );
}
