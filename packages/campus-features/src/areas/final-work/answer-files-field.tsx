import type { ExamAnswer } from "@campus/contract";
import { FileUploader } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { type AnswerDraft, draftId } from "./answer-draft";

/** The answer's files, within the formats, the count and the size allowed, each with its progress while sent. */
export function AnswerFilesField({
  limits,
  draft,
  onChange,
  error,
  isDisabled,
}: {
  limits: ExamAnswer["limits"];
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  error: string | undefined;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FileUploader
      label={t("finalWork.files.label")}
      description={t("finalWork.files.description", {
        formats: limits.fileFormats.join(", "),
        count: limits.maxFiles,
        size: limits.maxFileSizeMB,
      })}
      dropLabel={t("finalWork.files.drop")}
      pickLabel={t("finalWork.files.pick")}
      accept={limits.fileFormats.map((format) => `.${format}`)}
      maxSizeMb={limits.maxFileSizeMB}
      maxFiles={limits.maxFiles}
      files={draft.files.map(({ id, file, progress }) => ({
        id,
        name: file.name,
        size: file.size,
        ...(progress === undefined ? {} : { progress }),
      }))}
      onAdd={(files) =>
        onChange({ ...draft, files: [...draft.files, ...files.map((file) => ({ id: draftId("file"), file }))] })
      }
      onRemove={(id) => onChange({ ...draft, files: draft.files.filter((file) => file.id !== id) })}
      formatRemoveLabel={(name) => t("finalWork.files.remove", { name })}
      formatProgressLabel={(name) => t("finalWork.files.progress", { name })}
      invalidFormatMessage={t("finalWork.files.invalidFormat")}
      formatTooLarge={(fileName, maxSize) => t("finalWork.files.tooLarge", { fileName, maxSize })}
      formatTooMany={(count) => t("finalWork.files.tooMany", { count })}
      listLabel={t("finalWork.files.list")}
      {...(error ? { errorMessage: error } : {})}
      isDisabled={isDisabled}
    />
  );
}
