import { certificatePath } from "@campus/contract";
import { Button, LinkButton } from "@campus/design-system";
import { Download, Printer, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCertificateDownload } from "../../downloads";

/**
 * A finished course's certificate, offered again: the image (to share) or the PDF (to print) downloaded once
 * more (the same certificate, drawn anew), and its public page, where anyone can check it.
 */
export function CourseCertificate({
  courseId,
  certificateId,
  className = "mt-1 flex flex-wrap gap-3",
}: {
  courseId: string;
  certificateId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { download, pending } = useCertificateDownload(courseId);
  return (
    <div className={className}>
      <Button
        variant="secondary"
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
      <LinkButton href={certificatePath(certificateId)} variant="ghost" icon={<ShieldCheck />}>
        {t("certificate.course.verify")}
      </LinkButton>
    </div>
  );
}
