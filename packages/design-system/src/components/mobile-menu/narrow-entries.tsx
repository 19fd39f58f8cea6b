import { Button as AriaButton } from "react-aria-components";
import { menuRowClass } from "./menu-row";
import type { MobileMenuNarrowEntry } from "./menu-types";

/** The controls the top bar hides below 360px, as rows shown at those widths only. */
export function NarrowEntries({ entries }: { entries: MobileMenuNarrowEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 min-[360px]:hidden">
      {entries.map((entry) => (
        <li key={entry.id}>
          <AriaButton
            aria-haspopup="dialog"
            aria-expanded={entry.isExpanded ?? false}
            onPress={entry.onPress}
            className={menuRowClass}
          >
            <span aria-hidden="true" className="inline-flex shrink-0 text-fg-muted [&>svg]:size-5">
              {entry.icon}
            </span>
            <span className="min-w-0 flex-1">{entry.label}</span>
          </AriaButton>
        </li>
      ))}
    </ul>
  );
}
