import type { ExamAnswer } from "@campus/contract";
import { LinkListField } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { type AnswerDraft, draftId } from "./answer-draft";

/** The answer's links, of the allowed services: each row's refusal on the row, the list's below it. */
export function AnswerLinksField({
  limits,
  draft,
  onChange,
  byLink,
  error,
  isDisabled,
}: {
  limits: ExamAnswer["limits"];
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  /** Refusals by link row id. */
  byLink: Record<string, string>;
  /** A refusal of the links as a whole. */
  error: string | undefined;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <LinkListField
        label={t("finalWork.links.label")}
        description={t("finalWork.links.description", { count: limits.maxLinks })}
        value={draft.links}
        onChange={(links) => onChange({ ...draft, links })}
        maxLinks={limits.maxLinks}
        formatLinkLabel={(index) => t("finalWork.links.item", { number: index + 1 })}
        formatRemoveLabel={(index) => t("finalWork.links.remove", { number: index + 1 })}
        addLabel={t("finalWork.links.add")}
        maxReachedMessage={t("finalWork.links.maxReached", { count: limits.maxLinks })}
        invalidProviderMessage={t("finalWork.links.invalidProvider")}
        errors={byLink}
        placeholder="https://"
        createId={() => draftId("link")}
        isDisabled={isDisabled}
      />
      {error ? (
        <p role="alert" className="text-small font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
