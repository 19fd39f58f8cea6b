import { type ReactNode, useState } from "react";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import type { ModalStateProps } from "./modal-state";

export type TutorialStep = {
  /** Heading of the step; it names the dialog while the step is shown. */
  title: string;
  /** Content of the step. */
  body: ReactNode;
};

export type TutorialModalProps = ModalStateProps & {
  /** The steps in order; each step's title names the dialog while it shows. */
  steps: TutorialStep[];
  /** The step indicator, e.g. `(step, total) => \`Krok ${step} z ${total}\``. */
  stepLabel: (step: number, total: number) => string;
  /** Text of the button to the next step, e.g. "Dalej". */
  nextLabel: string;
  /** Text of the button to the previous step (from the second step on), e.g. "Wstecz". */
  backLabel: string;
  /** Text of the last step's button, which closes the tutorial, e.g. "Zaczynamy". */
  finishLabel: string;
  /** Accessible name of the corner close button (Escape closes too). */
  closeLabel: string;
  /** Called when the user finishes the last step. */
  onFinish?: () => void;
};

type TutorialDialogProps = Omit<TutorialModalProps, keyof ModalStateProps>;

// Lives inside the modal so the step resets to the first one each time the modal opens.
function TutorialDialog({
  steps,
  stepLabel,
  nextLabel,
  backLabel,
  finishLabel,
  closeLabel,
  onFinish,
}: TutorialDialogProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;
  return (
    <Dialog
      title={step?.title ?? ""}
      closeLabel={closeLabel}
      actions={(close) => (
        <>
          {index > 0 ? (
            <Button
              variant="secondary"
              onPress={() => {
                setIndex(index - 1);
                // The back button disappears on the first step; keep focus on a visible control.
                if (index === 1) {
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>("[data-tutorial-next]")?.focus({ preventScroll: true }),
                  );
                }
              }}
            >
              {backLabel}
            </Button>
          ) : null}
          <Button
            data-tutorial-next=""
            onPress={() => {
              if (last) {
                onFinish?.();
                close();
              } else setIndex(index + 1);
            }}
          >
            {last ? finishLabel : nextLabel}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-small font-semibold text-fg-muted" aria-live="polite">
            {stepLabel(index + 1, steps.length)}
          </p>
          <div className="flex gap-1.5" aria-hidden="true">
            {steps.map((s, i) => (
              <span
                key={s.title}
                className={[
                  "h-1.5 flex-1 rounded-full",
                  i <= index
                    ? "bg-accent forced-colors:bg-[Highlight]"
                    : "border border-border-strong bg-surface-sunken forced-colors:bg-[GrayText]",
                ].join(" ")}
              />
            ))}
          </div>
        </div>
        <div className="break-words">{step?.body}</div>
      </div>
    </Dialog>
  );
}

/**
 * A short guided tour in a modal: one step at a time with "Step X of N", back / next / finish.
 * Tab and Enter reach everything, the step change is announced politely, Escape closes.
 */
export function TutorialModal({ isOpen, defaultOpen, onOpenChange, ...props }: TutorialModalProps) {
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} size="md">
      <TutorialDialog {...props} />
    </Modal>
  );
}
