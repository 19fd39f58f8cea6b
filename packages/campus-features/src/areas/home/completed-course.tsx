import type { CompletedCourse as Completed } from "@campus/contract";
import { certificatePath, coursePath } from "@campus/contract";
import { Button, LinkButton } from "@campus/design-system";
import { ArrowRight, Download, ExternalLink, PartyPopper, Printer, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCertificateDownload } from "../../downloads";
import { CertificatePreview } from "./certificate-preview";
import { linkedInAddress } from "./linkedin";

/**
 * The moment a course is completed, on home: where the learner lands after passing the test or finishing the
 * course (SPEC section 2). It congratulates, shows the certificate, downloads it again (image or PDF), opens its
 * public page and adds it to a LinkedIn profile; a course without a certificate gets the congratulations and its
 * page. The server sends it for COMPLETION_SHOWN_DAYS after the completion.
 */
export function CompletedCourseCard({ completed }: { completed: Completed }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { certificate } = completed;
  const { download, pending } = useCertificateDownload(completed.courseId);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 overflow-hidden rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-lg sm:p-8 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desktop:items-center"
    >
      {certificate ? <CertificatePreview certificate={certificate} /> : null}
      <div className={certificate ? "flex min-w-0 flex-col gap-4" : "flex min-w-0 flex-col gap-4 desktop:col-span-2"}>
        <p className="inline-flex items-center gap-2 text-caption font-semibold tracking-wide text-accent-text uppercase">
          <PartyPopper aria-hidden="true" className="size-4" />
          {t("home.completed.eyebrow")}
        </p>
        <h2 id={headingId} className="text-title font-bold text-balance break-words">
          {t("home.completed.title", { course: completed.courseTitle })}
        </h2>
        <p className="text-body text-fg-muted text-pretty">
          {certificate ? t("home.completed.lead") : t("home.completed.leadWithoutCertificate")}
        </p>
        {certificate ? (
          <div className="flex flex-wrap gap-3">
            <Button
              icon={<Download />}
              isPending={pending === "image"}
              isDisabled={pending === "pdf"}
              onPress={() => void download("image")}
            >
              {t("certificate.course.download")}
            </Button>
            <Button
              variant="secondary"
              icon={<Printer />}
              isPending={pending === "pdf"}
              isDisabled={pending === "image"}
              onPress={() => void download("pdf")}
            >
              {t("certificate.course.downloadPdf")}
            </Button>
            <LinkButton
              href={linkedInAddress(certificate)}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              icon={<ExternalLink />}
            >
              {t("home.completed.linkedIn")} <span className="sr-only">{t("shell.newTabHint")}</span>
            </LinkButton>
            <LinkButton href={certificatePath(certificate.id)} variant="ghost" icon={<ShieldCheck />}>
              {t("certificate.course.verify")}
            </LinkButton>
          </div>
        ) : (
          <LinkButton
            href={coursePath(completed.courseId)}
            variant="secondary"
            icon={<ArrowRight />}
            className="self-start"
          >
            {t("home.completed.openCourse")}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
