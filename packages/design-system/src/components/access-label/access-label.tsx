import { Ban, CircleCheck, Lock, LockOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Badge, type BadgeProps, type BadgeVariant } from "../badge/badge";

export type AccessStatus = "available" | "unavailable" | "completed" | "rankTooLow";

const looks: Record<AccessStatus, { variant: BadgeVariant; icon: ReactNode }> = {
  available: { variant: "accent", icon: <LockOpen /> },
  unavailable: { variant: "neutral", icon: <Ban /> },
  completed: { variant: "success", icon: <CircleCheck /> },
  rankTooLow: { variant: "warning", icon: <Lock /> },
};

export type AccessLabelProps = Omit<BadgeProps, "variant" | "icon" | "children"> & {
  /** Whether the learner can open the course or tool; `rankTooLow` shows a lock. */
  status: AccessStatus;
  /** The translated label, e.g. 'Dostępny', 'Niedostępny', 'Ukończony', 'Zbyt niska ranga'. */
  children: ReactNode;
};

/** Says whether a course, program or tool is open to the learner. Icon and colour follow the status. */
export function AccessLabel({ status, children, ...props }: AccessLabelProps) {
  const { variant, icon } = looks[status];
  return (
    <Badge {...props} variant={variant} icon={icon} data-status={status}>
      {children}
    </Badge>
  );
}
