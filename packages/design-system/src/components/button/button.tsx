import { type ReactNode, useId } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";
import { useAnnouncementsLeaveWithButton } from "./announcements";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

/**
 * A button has a visible label, or is icon-only and then must carry an accessible name: the type system
 * refuses an icon-only button without `aria-label`.
 */
type ButtonContent =
  | {
      /** The visible label, e.g. "Kontynuuj kurs". Leave it out for an icon-only button. */
      children: ReactNode;
      /** A decorative icon before the label (a lucide icon), e.g. `<ArrowRight />`. */
      icon?: ReactNode;
      /** Accessible name when the visible label is not enough; required for an icon-only button. */
      "aria-label"?: string;
    }
  | {
      /** The visible label, e.g. "Kontynuuj kurs". Leave it out for an icon-only button. */
      children?: undefined;
      /** A decorative icon before the label (a lucide icon), e.g. `<ArrowRight />`. */
      icon: ReactNode;
      /** Accessible name when the visible label is not enough; required for an icon-only button. */
      "aria-label": string;
    };

/** The looks of a button, documented here so the props table explains them. */
type ButtonLook = {
  /**
   * Emphasis: `primary` for the one main action, `secondary` beside it, `ghost` for quiet ones, `danger` for removals.
   * @default "primary"
   */
  variant?: ButtonVariantProps["variant"];
  /**
   * Height and text size: `sm` 32px, `md` 40px (default), `lg` 48px.
   * @default "md"
   */
  size?: ButtonVariantProps["size"];
  /** Extra classes for the button, e.g. `w-full` to fill a narrow column. */
  className?: string;
};

export type ButtonProps = Omit<
  AriaButtonProps,
  "children" | "className" | "aria-label" | "onPress" | "isPending" | "isDisabled"
> &
  ButtonLook &
  ButtonContent & {
    /** Called when the button is pressed by mouse, touch, Enter or Space. */
    onPress?: AriaButtonProps["onPress"];
    /** Shows a spinner and refuses presses while a request runs; the button stays focusable. */
    isPending?: AriaButtonProps["isPending"];
    /** Greys the button out and takes it out of the tab order. */
    isDisabled?: AriaButtonProps["isDisabled"];
  };

export type LinkButtonProps = Omit<AriaLinkProps, "children" | "className" | "aria-label" | "href"> &
  ButtonLook &
  ButtonContent & {
    /** Where the link leads, e.g. "/programs". */
    href?: AriaLinkProps["href"];
  };

function ButtonInner({ icon, children, isPending }: { icon?: ReactNode; children?: ReactNode; isPending?: boolean }) {
  return (
    <>
      {isPending ? (
        <Spinner />
      ) : icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-[1.15em]">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
}

/**
 * The action button. `isPending` keeps it focusable and announces the busy state while refusing presses,
 * so a slow request cannot be sent twice.
 */
export function Button({ variant, size, icon, children, className, ...props }: ButtonProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  useAnnouncementsLeaveWithButton(id);
  return (
    <AriaButton
      {...props}
      id={id}
      data-variant={variant ?? "primary"}
      className={composeRenderProps(className, (callerClassName) =>
        cn(buttonVariants({ variant, size, iconOnly: children === undefined }), callerClassName),
      )}
    >
      {composeRenderProps(children, (_, { isPending }) => (
        <ButtonInner icon={icon} isPending={isPending}>
          {children}
        </ButtonInner>
      ))}
    </AriaButton>
  );
}

/** A link that looks like a button, for navigation ("Go home", "Open course"). */
export function LinkButton({ variant, size, icon, children, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant ?? "primary"}
      className={cn(buttonVariants({ variant, size, iconOnly: children === undefined }), className)}
    >
      <ButtonInner icon={icon}>{children}</ButtonInner>
    </AriaLink>
  );
}
