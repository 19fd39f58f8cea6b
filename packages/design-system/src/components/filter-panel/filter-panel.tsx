import { DialogTrigger } from "react-aria-components";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { Button } from "../button/button";
import { Drawer } from "../drawer/drawer";
import { Popover, PopoverDialog } from "../popover/popover";
import type { SelectOption } from "../select/select";
import { type FilterGroup, FilterPanelFields } from "./filter-panel-fields";
import { FilterTrigger } from "./filter-trigger";
import type { FilterPanelValue } from "./filter-value";
import { useFilterDraft } from "./use-filter-draft";

/** `popover` floats under the trigger (desktop); `sheet` rises from the bottom edge (mobile). */
export type FilterPanelLayout = "popover" | "sheet";

export type FilterPanelProps = {
  /** Heading of the open panel; it names the dialog, e.g. "Filtry". */
  title: string;
  /** Visible text of the trigger button, e.g. "Filtry". */
  triggerText: string;
  /**
   * Accessible name of the trigger, given the number of active filters, e.g.
   * `(count) => count > 0 ? \`Filtry, aktywne: ${count}\` : "Filtry"`. Start it with `triggerText`, so
   * speech users can say what they see.
   */
  triggerLabel: (activeCount: number) => string;
  /** The filter groups in the order they are shown. */
  groups: readonly FilterGroup[];
  /** What Clear resets the draft to, and what counts as "no filter". */
  defaults: FilterPanelValue;
  /** The applied filters. Without it the panel keeps them itself, starting from `defaults`. */
  value?: FilterPanelValue;
  /**
   * The count shown on the trigger, when the list computes it itself (each list has its own rules). Without it
   * the panel counts with `countActiveFilters` and the groups' `countEachOption`.
   */
  activeCount?: number;
  /** Called by Apply with the draft, which becomes the applied value, and its active-filter count. */
  onApply: (value: FilterPanelValue, activeCount: number) => void;
  /** Label of the search field; the field shows only when it is given. */
  searchLabel?: string;
  /** Hint inside the empty search field, e.g. "Nazwa kursu". */
  searchPlaceholder?: string;
  /** Accessible name of the button that empties the search field, e.g. "Wyczyść wyszukiwanie". */
  clearSearchLabel?: string;
  /** Label of the sort select; the select shows only with it and `sortOptions`. */
  sortLabel?: string;
  /** The sort orders, e.g. "Nazwa: A–Z"; the campus's tool list offers only that one. */
  sortOptions?: readonly SelectOption[];
  /** Text of the button that resets the draft to `defaults`, e.g. "Wyczyść". */
  clearLabel: string;
  /** Text of the button that applies the draft and closes the panel, e.g. "Zastosuj". */
  applyLabel: string;
  /** Accessible name of the sheet's close button, e.g. "Zamknij". */
  closeLabel: string;
  /** Forces a layout. Default: `popover` from 1300px wide, `sheet` below. */
  layout?: FilterPanelLayout;
  /** Called when the panel opens or closes. Closing without Apply discards the draft. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra classes for the "Filtry" button that opens the panel. */
  className?: string;
};

/**
 * Search, sort and filter groups behind one trigger that shows how many filters are active. Changes stay in
 * a draft until Apply; Clear resets the draft to the defaults; Escape, the close button or a click outside
 * discard it. Focus returns to the trigger on close.
 */
export function FilterPanel({
  title,
  triggerText,
  triggerLabel,
  groups,
  defaults,
  value,
  activeCount,
  onApply,
  searchLabel,
  searchPlaceholder,
  clearSearchLabel,
  sortLabel,
  sortOptions,
  clearLabel,
  applyLabel,
  closeLabel,
  layout,
  onOpenChange,
  className,
}: FilterPanelProps) {
  const isDesktop = useIsDesktop();
  const resolvedLayout = layout ?? (isDesktop ? "popover" : "sheet");
  const { draft, setDraft, isOpen, shownCount, changeOpen, apply } = useFilterDraft({
    groups,
    defaults,
    value,
    activeCount,
    onApply,
    onOpenChange,
  });

  const fields = (
    <FilterPanelFields
      draft={draft}
      onDraftChange={setDraft}
      groups={groups}
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      clearSearchLabel={clearSearchLabel}
      sortLabel={sortLabel}
      sortOptions={sortOptions}
    />
  );
  const actions = (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onPress={() => setDraft(defaults)} className="flex-1 desktop:flex-none">
        {clearLabel}
      </Button>
      <Button onPress={apply} className="flex-1 desktop:flex-none">
        {applyLabel}
      </Button>
    </div>
  );

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={changeOpen}>
      <FilterTrigger text={triggerText} label={triggerLabel} activeCount={shownCount} className={className} />
      {resolvedLayout === "popover" ? (
        // The popover is as tall as the screen leaves it; the fields scroll inside it and Apply stays in sight.
        <Popover placement="bottom start" className="flex w-[26rem] flex-col">
          <PopoverDialog title={title} data-layout="popover" className="flex min-h-0 flex-col">
            <div className="-mx-4 -mt-1 min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-1">{fields}</div>
            <div className="mt-4 shrink-0 border-t border-border pt-4">{actions}</div>
          </PopoverDialog>
        </Popover>
      ) : (
        <Drawer title={title} placement="bottom" closeLabel={closeLabel} footer={actions}>
          <div data-layout="sheet">{fields}</div>
        </Drawer>
      )}
    </DialogTrigger>
  );
}
