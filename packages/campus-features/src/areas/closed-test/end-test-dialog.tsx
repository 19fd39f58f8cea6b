import { EndTestConfirmModal } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { type TestState, unansweredIndexes } from "./test-state";

export interface EndTestDialogProps {
  state: TestState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/** The question asked before a test ends, naming the questions left without an answer. */
export function EndTestDialog({ state, isOpen, onOpenChange, onConfirm }: EndTestDialogProps) {
  const { t, i18n } = useTranslation();
  const unanswered = unansweredIndexes(state);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    unanswered.map((index) => t("closedTest.end.questionNumber", { number: index + 1 })),
  );
  return (
    <EndTestConfirmModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("closedTest.end.title")}
      message={t("closedTest.end.message")}
      unansweredText={
        unanswered.length > 0
          ? t("closedTest.end.unanswered", { count: unanswered.length, list })
          : t("closedTest.end.allAnswered")
      }
      confirmLabel={t("closedTest.end.confirm")}
      cancelLabel={t("closedTest.end.cancel")}
      onConfirm={onConfirm}
    />
  );
}
