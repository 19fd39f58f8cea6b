import { Button } from "@campus/design-system";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CompletedBadge } from "./completed-badge";
import type { FinishState } from "./finish-rules";

export interface FinishActionProps {
  state: FinishState;
  isFinishing: boolean;
  onFinish: () => void;
  /** The lesson to go on with once this one is completed; none after the last. */
  next: { title: string; open: () => void } | null;
  /** For a lesson made of sub-lessons: the part to take up. */
  part: { title: string; open: () => void } | null;
  /** The id of the text saying why finishing waits, which describes the disabled button. */
  reasonId: string;
}

/** The button beside the lesson's finish: finish it, take up its next part, or, completed, go on to the next. */
export function FinishAction({ state, isFinishing, onFinish, next, part, reasonId }: FinishActionProps) {
  const { t } = useTranslation();
  if (state.status === "completed") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <CompletedBadge />
        {next ? (
          <Button
            variant="secondary"
            icon={<ArrowRight />}
            onPress={next.open}
            aria-label={`${t("lesson.finish.next")}: ${next.title}`}
          >
            {t("lesson.finish.next")}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.status === "in-parts") {
    return part ? (
      <Button icon={<ArrowRight />} onPress={part.open} className="py-2">
        {t("lesson.finish.openPart", { title: part.title })}
      </Button>
    ) : null;
  }
  return (
    <Button
      icon={<CircleCheck />}
      isDisabled={state.status === "blocked"}
      isPending={isFinishing}
      aria-describedby={state.status === "blocked" ? reasonId : undefined}
      onPress={onFinish}
      className="self-start sm:self-auto"
    >
      {t("lesson.finish.action")}
    </Button>
  );
}
