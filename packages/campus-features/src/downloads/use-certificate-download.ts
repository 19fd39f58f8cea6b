import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api";
import { useCampusClient } from "../data";
import { useToasts } from "../toasts";
import { saveFile } from "./save-file";

/** The two files of a certificate: the image to share, the PDF to print. */
export type CertificateFormat = "image" | "pdf";

const CALLS = { image: "generateCertificate", pdf: "generateCertificatePdf" } as const;

/**
 * Downloads a course's certificate again, as an image or a PDF: the same certificate, drawn anew. Home and the
 * course page both offer it, so it lives on this floor. `pending` says which file is on its way.
 */
export function useCertificateDownload(courseId: string) {
  const { t } = useTranslation();
  const client = useCampusClient();
  const toasts = useToasts();
  const [pending, setPending] = useState<CertificateFormat | null>(null);
  const download = async (format: CertificateFormat) => {
    setPending(format);
    try {
      saveFile(await client.call(CALLS[format], { courseId }));
      toasts.success(t("certificate.course.downloaded"));
    } catch (error) {
      // A 404 is on its way to the not-found page; anything else stays here with its message.
      if (!(isApiError(error) && error.status === 404)) toasts.error(t("certificate.course.downloadError"));
    } finally {
      setPending(null);
    }
  };
  return { download, pending };
}
