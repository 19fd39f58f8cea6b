import { Button, TextArea } from "@campus/design-system";
import { BookmarkPlus } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCallMutation } from "../../data";
import { useToasts } from "../../toasts";

/** The longest prompt the Promptbook keeps (the contract's limit). */
export const PROMPT_MAX_LENGTH = 4000;

type Problem = "required" | "tooLong" | null;

const problemOf = (prompt: string): Problem =>
  prompt.trim() === "" ? "required" : prompt.length > PROMPT_MAX_LENGTH ? "tooLong" : null;

/**
 * Saves a prompt from the lesson to the learner's Promptbook: the lesson's own prompt when it has one, or
 * one the learner types. A saved prompt empties the form; a failed save keeps every character.
 */
export function PromptbookForm({
  lessonId,
  prompt,
  onPromptChange,
  fieldRef,
}: {
  lessonId: string;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** The form's text field, which a prompt of the lesson fills and focuses. */
  fieldRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const toasts = useToasts();
  const add = useCallMutation("addPromptbookItem", { revalidates: ["promptbook"] });
  const [problem, setProblem] = useState<Problem>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(prompt);
    setProblem(found);
    if (found) return;
    try {
      await add.trigger({ prompt: prompt.trim(), lessonId });
      toasts.success(t("lesson.promptbook.saved"));
      onPromptChange("");
    } catch (error) {
      toasts.error(errorMessage(error, t, "lesson.promptbook.error"));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 hc:border-border-strong sm:p-5"
    >
      <h3 id={headingId} className="text-lead font-semibold text-fg">
        {t("lesson.promptbook.heading")}
      </h3>
      <p className="text-small text-fg-muted">{t("lesson.promptbook.description")}</p>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
        <div ref={fieldRef}>
          <TextArea
            label={t("lesson.promptbook.label")}
            description={t("lesson.promptbook.length", { length: prompt.length, max: PROMPT_MAX_LENGTH })}
            value={prompt}
            onChange={(value) => {
              onPromptChange(value);
              if (problem) setProblem(problemOf(value));
            }}
            isInvalid={problem !== null}
            errorMessage={problem ? t(`lesson.promptbook.${problem}`, { max: PROMPT_MAX_LENGTH }) : undefined}
            rows={4}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          icon={<BookmarkPlus />}
          isPending={add.isMutating}
          className="self-start"
        >
          {t("lesson.promptbook.save")}
        </Button>
      </form>
    </section>
  );
}
