import { ChevronRight } from "lucide-react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Drawer } from "../drawer/drawer";
import { menuRowClass } from "./menu-row";
import type { MobileMenuItem } from "./menu-types";

export type SubmenuDrawerProps = {
  /** The item whose children show; `null` keeps the drawer closed. */
  item: MobileMenuItem | null;
  /** Called by the back button or Escape: the host returns to the first-level menu. */
  onClose: () => void;
  /** Name of the back button, e.g. "Wróć". */
  backLabel: string;
};

/**
 * The second-level drawer of the mobile menu: a back button (Escape goes back too), the 'all' link and the
 * item's children.
 */
export function SubmenuDrawer({ item, onClose, backLabel }: SubmenuDrawerProps) {
  return (
    <Drawer
      title={item?.label ?? ""}
      placement="right"
      size="full"
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      backLabel={backLabel}
      onBack={onClose}
    >
      {item ? (
        <ul className="flex flex-col gap-1">
          {item.allHref && item.allLabel ? (
            <li>
              <Link href={item.allHref} className={cn(menuRowClass, "text-accent-text")}>
                <span className="min-w-0 flex-1">{item.allLabel}</span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
              </Link>
            </li>
          ) : null}
          {(item.children ?? []).map((child) => (
            <li key={child.id}>
              <Link
                href={child.href}
                aria-current={child.isCurrent ? "page" : undefined}
                className={cn(menuRowClass, "font-normal")}
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Drawer>
  );
}
