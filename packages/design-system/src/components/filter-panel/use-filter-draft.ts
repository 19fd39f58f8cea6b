import { useState } from "react";
import type { FilterGroup } from "./filter-panel-fields";
import { countActiveFilters, type FilterPanelValue } from "./filter-value";

type FilterDraftOptions = {
  groups: readonly FilterGroup[];
  defaults: FilterPanelValue;
  /** The applied filters, when the host keeps them. */
  value?: FilterPanelValue;
  /** The count the host computes itself, if it does. */
  activeCount?: number;
  onApply: (value: FilterPanelValue, activeCount: number) => void;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * The applied filters (the host's or the panel's own), the draft the open panel changes, and the count of
 * active filters the trigger shows. Opening starts the draft from the applied filters; Apply applies it.
 */
export function useFilterDraft({ groups, defaults, value, activeCount, onApply, onOpenChange }: FilterDraftOptions) {
  const [ownValue, setOwnValue] = useState<FilterPanelValue>(defaults);
  const applied = value ?? ownValue;
  const [draft, setDraft] = useState<FilterPanelValue>(applied);
  const [isOpen, setOpen] = useState(false);

  const countEachOptionIn = groups.filter((group) => group.countEachOption).map((group) => group.id);
  const count = (filters: FilterPanelValue) => countActiveFilters(filters, defaults, { countEachOptionIn });
  const shownCount = activeCount ?? count(applied);

  const changeOpen = (open: boolean) => {
    // Every opening starts from the applied filters, so a closed-without-apply draft is gone.
    if (open) setDraft(applied);
    setOpen(open);
    onOpenChange?.(open);
  };
  const apply = () => {
    setOwnValue(draft);
    onApply(draft, count(draft));
    changeOpen(false);
  };

  return { draft, setDraft, isOpen, shownCount, changeOpen, apply };
}
