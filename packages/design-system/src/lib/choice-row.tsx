import type { ReactNode } from "react";
import { cn } from "./cn";

/** The row of a checkbox or radio: mark on the left, label (and description) on the right. */
export const choiceRowClass = cn(
  "group flex cursor-pointer items-start gap-2.5 text-body text-fg outline-none",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled forced-colors:data-[disabled]:text-[GrayText]",
);

/** The label column of a choice row; the description sits under the label in the muted colour. */
export function ChoiceText({ children, description }: { children?: ReactNode; description?: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>{children}</span>
      {description ? <span className="text-small text-fg-muted">{description}</span> : null}
    </span>
  );
}
