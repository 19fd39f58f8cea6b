import type { LearningCourse } from "@campus/contract";
import { certificatePath } from "@campus/contract";
import { Button, LinkButton } from "@campus/design-system";
import { CircleCheck, Printer, ShieldCheck, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCertificateDownload } from "../../downloads";
import { longDate } from "../../i18n";
import { CourseFrame } from "./course-frame";

/**
 * A completed course: when it was, and its certificate (the PDF to print, drawn again, and its public page), or
 * that it ended without one. A revoked certificate is said to be so, with its public page saying why.
 */
export function CompletedCourse({ entry }: { entry: LearningCourse }) {
  const { t, i18n } = useTranslation();
  const { course, certificate } = entry;
  const { download, pending } = useCertificateDownload(course._id);
  const finishedOn = entry.finishedAt ? longDate(i18n.language, new Date(entry.finishedAt)) : null;
  const verify = certificate ? (
    <LinkButton
      href={certificatePath(certificate.id)}
      variant="ghost"
      icon={<ShieldCheck />}
      aria-label={`${t("certificate.course.verify")}: ${course.title}`}
    >
      {t("certificate.course.verify")}
    </LinkButton>
  ) : null;
  const actions =
    certificate?.status === "valid" ? (
      <>
        <Button
          variant="secondary"
          icon={<Printer />}
          isPending={pending === "pdf"}
          aria-label={`${t("certificate.course.downloadPdf")}: ${course.title}`}
          onPress={() => void download("pdf")}
        >
          {t("certificate.course.downloadPdf")}
        </Button>
        {verify}
      </>
    ) : (
      verify
    );
  return (
    <CourseFrame course={course} actions={actions}>
      <p className="inline-flex items-center gap-2 text-small font-semibold">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        {finishedOn ? t("myLearning.finishedOn", { date: finishedOn }) : t("myLearning.finished")}
      </p>
      {!certificate ? (
        <p className="text-small text-fg-muted">{t("myLearning.withoutCertificate")}</p>
      ) : certificate.status === "revoked" ? (
        <p className="inline-flex items-center gap-2 text-small text-fg-muted">
          <ShieldX aria-hidden="true" className="size-4 shrink-0" />
          {t("myLearning.certificateRevoked")}
        </p>
      ) : null}
    </CourseFrame>
  );
}
