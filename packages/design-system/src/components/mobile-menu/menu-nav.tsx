import { ChevronRight } from "lucide-react";
import { Button as AriaButton, Link } from "react-aria-components";
import { menuRowClass } from "./menu-row";
import type { MobileMenuItem } from "./menu-types";

type MenuNavProps = {
  label: string;
  items: MobileMenuItem[];
  /** The item whose submenu is open. */
  openItemId: string | null;
  onOpenItem: (id: string) => void;
};

/** The menu items: links, or buttons that open an item's submenu. */
export function MenuNav({ label, items, openItemId, onOpenItem }: MenuNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {item.children && item.children.length > 0 ? (
              <AriaButton
                aria-haspopup="dialog"
                aria-expanded={openItemId === item.id}
                onPress={() => onOpenItem(item.id)}
                className={menuRowClass}
              >
                <MenuRowContent item={item} />
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
              </AriaButton>
            ) : (
              <Link href={item.href ?? "#"} aria-current={item.isCurrent ? "page" : undefined} className={menuRowClass}>
                <MenuRowContent item={item} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuRowContent({ item }: { item: MobileMenuItem }) {
  return (
    <>
      {item.icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 text-fg-muted [&>svg]:size-5">
          {item.icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{item.label}</span>
    </>
  );
}
