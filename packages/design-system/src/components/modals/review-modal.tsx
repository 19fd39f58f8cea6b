import { Star } from "lucide-react";
import { useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import { TextArea } from "../text-area/text-area";
import type { ModalStateProps } from "./modal-state";

export type ReviewValue = { rating: number; comment: string };

export type ReviewModalProps = ModalStateProps & {
  /** Heading, e.g. "Oceń kurs". */
  title: string;
  /** Optional text above the stars. */
  message?: string;
  /** Label of the star group, e.g. "Twoja ocena". */
  ratingLabel: string;
  /** Accessible name of each star, e.g. `(n) => \`${n} z 5 gwiazdek\``. */
  starLabel: (value: number) => string;
  /** Label of the optional comment field. */
  commentLabel: string;
  /** Help text under the comment, e.g. "Opcjonalnie". */
  commentDescription?: string;
  /** Text of the button that sends the review, e.g. "Wyślij opinię"; enabled once a star is chosen. */
  submitLabel: string;
  /** Text of the button that closes without a review, e.g. "Anuluj". */
  cancelLabel: string;
  /** Accessible name of the corner close button, e.g. "Zamknij". */
  closeLabel: string;
  /** Called with the rating (1–5) and the trimmed comment; the modal closes afterwards. */
  onSubmit: (value: ReviewValue) => void;
  /** Rating shown first (for editing an earlier review). */
  defaultRating?: number;
};

const values = [1, 2, 3, 4, 5];

type ReviewDialogProps = Omit<ReviewModalProps, keyof ModalStateProps>;

function ReviewDialog({
  title,
  message,
  ratingLabel,
  starLabel,
  commentLabel,
  commentDescription,
  submitLabel,
  cancelLabel,
  closeLabel,
  onSubmit,
  defaultRating,
}: ReviewDialogProps) {
  // No rating is `null`, not "": react-aria takes "" for a chosen value that no star has, and then leaves every
  // star out of the Tab order, so the rating could not be given with the keyboard.
  const [rating, setRating] = useState<string | null>(defaultRating ? String(defaultRating) : null);
  const [comment, setComment] = useState("");
  const current = Number(rating) || 0;
  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            isDisabled={current === 0}
            onPress={() => {
              onSubmit({ rating: current, comment: comment.trim() });
              close();
            }}
          >
            {submitLabel}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-5">
        {message ? <p>{message}</p> : null}
        <RadioGroup value={rating} onChange={setRating} orientation="horizontal" className="flex flex-col gap-2">
          <Label className="text-small font-semibold">{ratingLabel}</Label>
          <div className="flex gap-1">
            {values.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                aria-label={starLabel(value)}
                className={cn("cursor-pointer rounded-control p-1", focusRing)}
              >
                {({ isHovered }) => (
                  <Star
                    aria-hidden="true"
                    className={cn(
                      "size-8 transition-transform motion-reduce:transition-none",
                      value <= current ? "fill-current text-warning" : "text-fg-muted",
                      isHovered && "scale-110",
                    )}
                  />
                )}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <TextArea
          label={commentLabel}
          description={commentDescription}
          value={comment}
          onChange={setComment}
          rows={3}
        />
      </div>
    </Dialog>
  );
}

/**
 * Asks the learner to rate a course: five stars as a radio group (arrow keys move the rating), an
 * optional comment, submit enabled once a rating is chosen. Escape or cancel closes without sending.
 */
export function ReviewModal({ isOpen, defaultOpen, onOpenChange, ...props }: ReviewModalProps) {
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} size="md">
      <ReviewDialog {...props} />
    </Modal>
  );
}
