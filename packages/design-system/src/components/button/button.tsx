import type { ReactNode } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

/**
 * A button has a visible label, or is icon-only and then must carry an accessible name: the type system
 * refuses an icon-only button without `aria-label`.
 */
type ButtonContent =
  | { children: ReactNode; icon?: ReactNode; "aria-label"?: string }
  | { children?: undefined; icon: ReactNode; "aria-label": string };

export type ButtonProps = Omit<AriaButtonProps, "children" | "className" | "aria-label"> &
  ButtonVariantProps &
  ButtonContent & { className?: string };

export type LinkButtonProps = Omit<AriaLinkProps, "children" | "className" | "aria-label"> &
  ButtonVariantProps &
  ButtonContent & { className?: string };

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
  return (
    <AriaButton
      {...props}
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
