import { Button } from "@campus/design-system";
import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCallMutation } from "../../../data";
import { useToasts } from "../../../toasts";

/**
 * A prompt of the lesson saved to the learner's Promptbook with the lesson it came from (SPEC section 7's
 * `add-promptbook-item`; section 8's toasts). Once saved the button stays where focus is and says so.
 */
export function SavePrompt({ prompt, lessonId }: { prompt: string; lessonId: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const add = useCallMutation("addPromptbookItem", { revalidates: ["promptbook"] });
  const [isSaved, setSaved] = useState(false);

  const save = async () => {
    try {
      await add.trigger({ prompt, lessonId });
      setSaved(true);
      toasts.success(t("lesson.promptbook.saved"));
    } catch (error) {
      toasts.error(errorMessage(error, t, "lesson.promptbook.error"));
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      icon={isSaved ? <BookmarkCheck /> : <BookmarkPlus />}
      isPending={add.isMutating}
      data-saved={isSaved ? "" : undefined}
      onPress={isSaved ? undefined : () => void save()}
      className="self-start"
    >
      {isSaved ? t("lesson.promptbook.isSaved") : t("lesson.promptbook.save")}
    </Button>
  );
}
