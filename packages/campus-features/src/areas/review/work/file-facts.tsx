import { formatFileSize } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { fileKindOf } from "./file-view";

/** What a file is and how large, in the reviewer's language: "Dokument PDF · 602 bajty". */
export function FileFacts({ file }: { file: { name: string; mimeType: string; size: number } }) {
  const { t, i18n } = useTranslation();
  const { kind, extension } = fileKindOf(file.mimeType, file.name);
  return (
    <span className="text-small text-fg-muted">
      {t(`review.work.files.kind.${kind}`, { extension })} · {formatFileSize(file.size, i18n.language)}
    </span>
  );
}
