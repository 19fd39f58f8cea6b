import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

/** What every labelled form field of the system takes: visible label, help text and error. */
export type FieldTextProps = {
  /** Visible label. Every field has one; it is its accessible name. */
  label?: ReactNode;
  /** Help text under the field, read after the label. */
  description?: ReactNode;
  /**
   * Error shown when the field is invalid: a ready message (server or form error) or a function of
   * react-aria's validation result (built-in `isRequired`, `validate`).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Text after the label of a required field, e.g. "(wymagane)"; an asterisk is shown without it. */
  requiredLabel?: string;
};

/** The label of a field, with the required marker when the field is required. */
export function FieldLabel({
  children,
  className,
  isRequired,
  requiredLabel,
  ...props
}: AriaLabelProps & {
  /** Adds the required marker after the label. */
  isRequired?: boolean;
  /** Text of the marker, e.g. "(wymagane)"; an asterisk hidden from screen readers shows without it. */
  requiredLabel?: string;
}) {
  return (
    <AriaLabel {...props} className={cn("w-fit text-small font-semibold text-fg", className)}>
      {children}
      {isRequired ? (
        requiredLabel ? (
          <span className="ml-1 font-normal text-fg-muted">{requiredLabel}</span>
        ) : (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )
      ) : null}
    </AriaLabel>
  );
}

/** Help text of a field (react-aria links it with `aria-describedby`). */
export function FieldDescription({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cn("text-small text-fg-muted", className)} />;
}

/** The error of a field; react-aria shows it only while the field is invalid and links it to the input. */
export function FieldErrorText({
  className,
  children,
  ...props
}: Omit<AriaFieldErrorProps, "className" | "children"> & {
  /** Extra classes for the error line. */
  className?: string;
  /** The message, or a function of the validation result; without it the validation errors show, joined. */
  children?: ReactNode | ((validation: ValidationResult) => ReactNode);
}) {
  return (
    <AriaFieldError {...props} className={cn("flex items-start gap-1.5 text-small font-medium text-danger", className)}>
      {(validation) => (
        <>
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {typeof children === "function"
              ? children(validation)
              : (children ?? validation.validationErrors.join(" "))}
          </span>
        </>
      )}
    </AriaFieldError>
  );
}

/**
 * The box of text inputs. Invalid fields get a danger border plus a thicker one, so the state does not
 * rest on colour alone.
 */
export const inputBoxStyles = cn(
  "w-full min-w-0 rounded-control border border-border-strong bg-surface-raised px-3 text-body text-fg",
  "placeholder:text-fg-muted transition-colors duration-150",
  "data-[hovered]:border-fg",
  "data-[focused]:outline-2 data-[focused]:outline-offset-0 data-[focused]:outline-solid data-[focused]:outline-focus",
  "data-[invalid]:border-2 data-[invalid]:border-danger",
  "data-[disabled]:cursor-not-allowed data-[disabled]:border-fg-disabled data-[disabled]:bg-surface-sunken data-[disabled]:text-fg-disabled",
  "forced-colors:data-[invalid]:border-[Mark] forced-colors:data-[disabled]:border-[GrayText] forced-colors:data-[disabled]:text-[GrayText]",
);

/** Classes of the wrapper of a whole field (label, input, help, error). */
export const fieldStyles = "group flex flex-col gap-1.5";

export { focusRing };

/** The label of a field when it has a visible one (a field named by `aria-label` has none). */
export function FieldLabelSlot({
  label,
  isRequired,
  requiredLabel,
}: Pick<FieldTextProps, "label" | "requiredLabel"> & {
  /** Adds the required marker after the label. */
  isRequired?: boolean | undefined;
}) {
  return label ? (
    <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel}>
      {label}
    </FieldLabel>
  ) : null;
}

/** What stands under every field: its help text, when given, and its error while it is invalid. */
export function FieldHelp({ description, errorMessage }: Pick<FieldTextProps, "description" | "errorMessage">) {
  return (
    <>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
