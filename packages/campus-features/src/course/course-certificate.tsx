import { Button, LinkButton } from "@campus/design-system";
import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api";
import { useCampusClient } from "../data";
import { useToasts } from "../toasts";
import { saveFile } from "./lesson/save-file";

/**
 * A finished course's certificate, offered again: the image downloaded once more (the same certificate, drawn
 * anew) and its public page, where anyone can check it.
 */
export function CourseCertificate({ courseId, certificateId }: { courseId: string; certificateId: string }) {
  const { t } = useTranslation();
  const client = useCampusClient();
  const toasts = useToasts();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await client.call("generateCertificate", { courseId }));
      toasts.success(t("certificate.course.downloaded"));
    } catch (error) {
      // A 404 is on its way to the not-found page; anything else stays here with its message.
      if (!(isApiError(error) && error.status === 404)) toasts.error(t("certificate.course.downloadError"));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mt-1 flex flex-wrap gap-3">
      <Button variant="secondary" icon={<Download />} isPending={isPending} onPress={() => void download()}>
        {t("certificate.course.download")}
      </Button>
      <LinkButton href={`/verify/${encodeURIComponent(certificateId)}`} variant="ghost" icon={<ShieldCheck />}>
        {t("certificate.course.verify")}
      </LinkButton>
    </div>
  );
}
