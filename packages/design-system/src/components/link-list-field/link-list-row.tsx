import { X } from "lucide-react";
import { useId } from "react";
import { TextField as AriaTextField, Input } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { FieldErrorText, FieldLabel, inputBoxStyles } from "../text-field/field";

type LinkListRowProps = {
  /** Label of the address field, e.g. "Link 2". */
  label: string;
  /** The address as typed. */
  url: string;
  /** Hint inside the empty field, e.g. "https://". */
  placeholder?: string;
  /** The name of the detected provider, or null when the address is not from one. */
  providerName: string | null;
  /** The row's error (provider check or server), shown under the field and marking it invalid. */
  errorMessage?: string;
  /** Accessible name of the remove button, e.g. "Usuń link 2". */
  removeLabel: string;
  /** Shows the remove button; the last remaining row cannot be removed. */
  canRemove: boolean;
  /** Locks the field and the remove button. */
  isDisabled?: boolean;
  /** Focuses the field on mount: a row the learner just added. */
  autoFocus?: boolean;
  /** Called with the address on every keystroke. */
  onChange: (url: string) => void;
  /** Called when the field is left; the provider check runs then. */
  onBlur: () => void;
  /** Called by the remove button. */
  onRemove: () => void;
};

/**
 * One link: its address field with the recognised provider beside the label (so every input keeps the
 * same width), and a remove button named after the row.
 */
export function LinkListRow({
  label,
  url,
  placeholder,
  providerName,
  errorMessage,
  removeLabel,
  canRemove,
  isDisabled,
  autoFocus,
  onChange,
  onBlur,
  onRemove,
}: LinkListRowProps) {
  const providerId = useId();
  return (
    <li className="flex items-start gap-2">
      <AriaTextField
        value={url}
        type="url"
        inputMode="url"
        isDisabled={isDisabled}
        isInvalid={errorMessage !== undefined}
        aria-describedby={providerName ? providerId : undefined}
        autoFocus={autoFocus}
        onChange={onChange}
        onBlur={onBlur}
        className="flex min-w-0 flex-1 flex-col gap-1.5"
      >
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-x-2">
          <FieldLabel>{label}</FieldLabel>
          {providerName ? (
            <Badge id={providerId} variant="accent" size="sm">
              {providerName}
            </Badge>
          ) : null}
        </div>
        <Input placeholder={placeholder} className={cn(inputBoxStyles, "h-11")} />
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </AriaTextField>
      {canRemove ? (
        <div className="mt-[calc(1.75rem+0.375rem)] flex h-11 shrink-0 items-center">
          <Button
            variant="ghost"
            size="sm"
            icon={<X />}
            aria-label={removeLabel}
            isDisabled={isDisabled}
            onPress={onRemove}
            className="text-fg"
          />
        </div>
      ) : null}
    </li>
  );
}
