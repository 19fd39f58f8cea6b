import { REVIEW_FEEDBACK_MAX } from "@campus/contract";
import { TextArea } from "@campus/design-system";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { feedbackLimitMark } from "./feedback-limit";

/**
 * The feedback for the learner: required to return the work, optional with an approval, at most
 * `REVIEW_FEEDBACK_MAX` characters with a counter (said to screen readers only at a few marks near the end).
 */
export function FeedbackField({
  id,
  value,
  onChange,
  isMissing,
  wasRestored,
}: {
  /** The text area's id, so a shortcut and a refused return can move focus to it. */
  id: string;
  value: string;
  onChange(text: string): void;
  /** Returning was asked for with no feedback: the field says what to write. */
  isMissing: boolean;
  wasRestored: boolean;
}) {
  const { t, i18n } = useTranslation();
  const counterId = useId();
  const mark = feedbackLimitMark(value.length, REVIEW_FEEDBACK_MAX);
  // What screen readers hear, set as the text crosses a mark (with the count left then), not at every key.
  const [notice, setNotice] = useState<{ mark: number | undefined; text: string }>({ mark: undefined, text: "" });
  if (notice.mark !== mark) {
    const left = REVIEW_FEEDBACK_MAX - value.length;
    setNotice({
      mark,
      text:
        mark === undefined
          ? ""
          : left === 0
            ? t("review.work.decision.limitReached")
            : t("review.work.decision.left", { count: left }),
    });
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-col gap-1.5">
      <TextArea
        id={id}
        label={t("review.work.decision.feedback")}
        description={t("review.work.decision.feedbackHelp")}
        value={value}
        onChange={onChange}
        maxLength={REVIEW_FEEDBACK_MAX}
        rows={8}
        isInvalid={isMissing}
        errorMessage={t("review.work.decision.feedbackRequired")}
        aria-describedby={counterId}
      />
      <p
        id={counterId}
        className={`self-end text-small tabular-nums ${mark === undefined ? "text-fg-muted" : "font-semibold text-fg"}`}
      >
        {t("review.work.decision.counter", {
          length: number.format(value.length),
          max: number.format(REVIEW_FEEDBACK_MAX),
        })}
      </p>
      <span className="sr-only" aria-live="polite">
        {notice.text}
      </span>
      {wasRestored ? <p className="text-small text-fg-muted">{t("review.work.decision.draftRestored")}</p> : null}
    </div>
  );
}
