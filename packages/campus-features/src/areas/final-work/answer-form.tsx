import type { ExamAnswer } from "@campus/contract";
import { Button, detectLinkProvider } from "@campus/design-system";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerDraft } from "./answer-draft";
import { AnswerFilesField } from "./answer-files-field";
import { AnswerLinksField } from "./answer-links-field";
import { useEditorTexts } from "./editor-texts";
import { TextEditor } from "./lazy-text-editor";

/** What the server (or the check before sending) refused, by field and by link row. */
export interface AnswerErrors {
  byLink: Record<string, string>;
  fields: { text?: string; links?: string; files?: string };
  form?: string;
}

export const noErrors: AnswerErrors = { byLink: {}, fields: {} };

export interface AnswerFormProps {
  task: ExamAnswer["tasks"][number];
  limits: ExamAnswer["limits"];
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  errors: AnswerErrors;
  onSend: () => void;
  isSending: boolean;
  /** A rejected answer is being corrected: the button says it sends the correction. */
  isCorrection: boolean;
  /** In place of the send button while the answer cannot be sent yet (the course's lessons left, issue 40). */
  sendInstead?: ReactNode;
}

/** The links of a draft that are not one of the allowed providers, by row id (checked before sending). */
export function providerErrors(draft: AnswerDraft, message: string): Record<string, string> {
  return Object.fromEntries(
    draft.links
      .filter((link) => link.url.trim() !== "" && detectLinkProvider(link.url) === null)
      .map((link) => [link.id, message]),
  );
}

/**
 * The answer to a task in the kinds it takes: the rich text with its limit and counter, the links of the
 * allowed services, the files within the formats and size. Errors stay on the field or link they concern.
 */
export function AnswerForm({
  task,
  limits,
  draft,
  onChange,
  errors,
  onSend,
  isSending,
  isCorrection,
  sendInstead,
}: AnswerFormProps) {
  const { t } = useTranslation();
  const texts = useEditorTexts();
  const takes = (type: "text" | "links" | "files") => task.answerTypes.includes(type);
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sendInstead) onSend();
      }}
    >
      {takes("text") ? (
        <TextEditor
          label={t("finalWork.text.label")}
          description={t("finalWork.text.description")}
          value={draft.text}
          onChange={(text) => onChange({ ...draft, text })}
          maxLength={limits.maxTextLength}
          formatCount={(count, max) => t("finalWork.text.count", { count, max })}
          truncatedMessage={t("finalWork.text.truncated", { max: limits.maxTextLength })}
          placeholder={t("finalWork.text.placeholder")}
          isDisabled={isSending}
          isInvalid={errors.fields.text !== undefined}
          errorMessage={errors.fields.text}
          {...texts}
        />
      ) : null}
      {takes("links") ? (
        <AnswerLinksField
          limits={limits}
          draft={draft}
          onChange={onChange}
          byLink={errors.byLink}
          error={errors.fields.links}
          isDisabled={isSending}
        />
      ) : null}
      {takes("files") ? (
        <AnswerFilesField
          limits={limits}
          draft={draft}
          onChange={onChange}
          error={errors.fields.files}
          isDisabled={isSending}
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <div role="alert" className="empty:hidden">
          {errors.form ? <p className="text-small font-medium text-danger">{errors.form}</p> : null}
        </div>
        {sendInstead ?? (
          <Button type="submit" icon={<Send />} isPending={isSending} className="self-start">
            {isSending
              ? t("finalWork.task.sending")
              : isCorrection
                ? t("finalWork.task.resend")
                : t("finalWork.task.send")}
          </Button>
        )}
      </div>
    </form>
  );
}
