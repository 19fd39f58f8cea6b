import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { MenuItem as AriaMenuItem, type MenuItemProps as AriaMenuItemProps, Separator } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRingInset } from "../../lib/focus-ring";

/** The looks of a `MenuItem`, for a host's own entry (a link row in a drawer) that must match. */
export const menuItemVariants = cva(
  [
    "group/item flex min-h-11 cursor-pointer items-center gap-3 rounded-[calc(var(--radius-control)-4px)] px-3 py-2",
    "text-body text-fg no-underline transition-colors duration-100 motion-reduce:transition-none",
    // The pale background alone is too faint a cue (about 1.2:1), so keyboard focus also gets the system's ring.
    focusRingInset,
    "data-[focused]:bg-accent-subtle data-[focused]:text-accent-text",
    "hc:data-[focused]:outline-2 hc:data-[focused]:-outline-offset-2 hc:data-[focused]:outline-solid hc:data-[focused]:outline-focus",
    "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled",
    // Forced colours: the system's selection pair, with the ring in the text colour so it shows on Highlight;
    // not adjusted by the browser then, whose Canvas backplate behind the text would hide HighlightText.
    "forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:forced-color-adjust-none forced-colors:data-[focused]:text-[HighlightText] forced-colors:data-[focus-visible]:outline-[HighlightText]",
    "forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:forced-color-adjust-none forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[disabled]:text-[GrayText]",
  ],
  {
    variants: {
      emphasis: {
        /** An ordinary entry. */
        default: "",
        /** The entry that leads to the whole section ("Wszystkie programy"), above the single entries. */
        header: "font-semibold text-accent-text",
      },
    },
    defaultVariants: { emphasis: "default" },
  },
);

export type MenuItemProps<T> = Omit<AriaMenuItemProps<T>, "children" | "className"> & {
  /**
   * `header` for the entry that leads to the whole section ("Wszystkie programy"); `default` otherwise.
   * @default "default"
   */
  emphasis?: VariantProps<typeof menuItemVariants>["emphasis"];
  /** The visible label. */
  children: ReactNode;
  /** A leading icon, decorative (the label names the entry). */
  icon?: ReactNode;
  /** A second, smaller line under the label. */
  description?: ReactNode;
  /** Drawn at the end of the row, e.g. an external-link icon. */
  trailing?: ReactNode;
  /**
   * Read after the label by screen readers when the entry opens in a new tab (`target="_blank"`), e.g.
   * "otwiera się w nowej karcie"; sighted users see the `trailing` icon instead.
   */
  newTabLabel?: string;
  /** Extra classes for the entry. */
  className?: string;
};

/**
 * One entry of a `Menu`: a link (`href`, optionally `target="_blank"`) or an action (`onAction`). In a menu
 * with a selection mode it shows a check mark when chosen.
 */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  trailing,
  newTabLabel,
  emphasis,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  const opensNewTab = props.target === "_blank";
  return (
    <AriaMenuItem
      {...props}
      rel={opensNewTab ? (props.rel ?? "noopener noreferrer") : props.rel}
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={cn(menuItemVariants({ emphasis }), className)}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon ? (
            <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center [&>svg]:size-5">
              {icon}
            </span>
          ) : null}
          <span className="flex min-w-0 flex-1 flex-col">
            <span>
              {children}
              {opensNewTab && newTabLabel ? <span className="sr-only"> ({newTabLabel})</span> : null}
            </span>
            {description ? (
              <span className="text-small text-fg-muted group-data-[focused]/item:text-accent-text forced-colors:group-data-[focused]/item:text-[HighlightText] forced-colors:group-data-[selected]/item:text-[HighlightText]">
                {description}
              </span>
            ) : null}
          </span>
          {trailing ? (
            <span aria-hidden="true" className="flex shrink-0 items-center [&>svg]:size-4">
              {trailing}
            </span>
          ) : null}
          {selectionMode !== "none" ? (
            <Check aria-hidden="true" className={cn("size-4 shrink-0", !isSelected && "invisible")} />
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

/** A line between groups of entries, e.g. between the section link and its single entries. */
export function MenuSeparator({
  className,
}: {
  /** Extra classes for the line, e.g. a wider margin. */
  className?: string;
}) {
  return <Separator className={cn("mx-2 my-1.5 border-t border-border", className)} />;
}
