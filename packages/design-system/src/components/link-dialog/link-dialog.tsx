import { type FormEvent, useId, useState } from "react";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import { TextField } from "../text-field/text-field";
import { parseLinkInput } from "./link-validation";

export type LinkDialogProps = {
  /** Whether the dialog is open; the host (the editor's link button) controls it. */
  isOpen: boolean;
  /** Called with `false` when the dialog closes (Escape, cancel, save, remove). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading that names the dialog ("Dodaj link", or "Edytuj link" when `initialHref` is set). */
  title: string;
  /** Label of the address field ("Adres URL lub e-mail"). */
  urlLabel: string;
  /** Help under the field, e.g. an example of both forms. */
  description?: string;
  /** The link being edited. A `mailto:` link shows as its bare address. */
  initialHref?: string;
  /** Label of the button that saves the link ("Zapisz"). */
  saveLabel: string;
  /** Label of the button that closes without saving ("Anuluj"). */
  cancelLabel: string;
  /** Label of the button that removes the link ("Usuń link"); shown only with `onRemove`. */
  removeLabel?: string;
  /** Message for an invalid web address ('Nieprawidłowy adres URL'). */
  invalidUrlMessage: string;
  /** Message for an invalid e-mail address ('Nieprawidłowy adres e-mail'). */
  invalidEmailMessage: string;
  /** Called with the href to store: the web address as typed, or `mailto:` plus the e-mail address. */
  onSave: (href: string) => void;
  /** Removes the link being edited. */
  onRemove?: () => void;
};

type LinkFormProps = Omit<LinkDialogProps, "isOpen" | "onOpenChange" | "title"> & { close: () => void };

/** The form lives inside the dialog so each opening starts from `initialHref` with no stale error. */
function LinkForm({
  urlLabel,
  description,
  initialHref = "",
  saveLabel,
  cancelLabel,
  removeLabel,
  invalidUrlMessage,
  invalidEmailMessage,
  onSave,
  onRemove,
  close,
}: LinkFormProps) {
  const formId = useId();
  const [value, setValue] = useState(initialHref.replace(/^mailto:/i, ""));
  const [error, setError] = useState<"url" | "email" | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseLinkInput(value);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    onSave(result.href);
    close();
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={urlLabel}
          description={description}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error === "email" ? invalidEmailMessage : invalidUrlMessage}
          autoFocus
          type="text"
          inputMode="url"
          autoComplete="url"
        />
      </form>
      <div className="flex flex-wrap justify-end gap-3 pt-6 pb-4">
        {onRemove && removeLabel && initialHref ? (
          <Button
            variant="ghost"
            className="mr-auto"
            onPress={() => {
              onRemove();
              close();
            }}
          >
            {removeLabel}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={close}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * The dialog of the text editor's link button: one field for a web address or an e-mail address, checked on
 * save (http and https only; an e-mail becomes a mailto link). An invalid address keeps the dialog open
 * with the error tied to the field. Focus returns to the control that opened it when it closes.
 */
export function LinkDialog({ isOpen, onOpenChange, title, ...formProps }: LinkDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={title}>
        <LinkForm {...formProps} close={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}
