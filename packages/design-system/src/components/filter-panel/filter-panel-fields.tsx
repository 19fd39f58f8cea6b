import { Checkbox, CheckboxGroup } from "../checkbox/checkbox";
import { Radio, RadioGroup } from "../radio-group/radio-group";
import { SearchField } from "../search-field/search-field";
import { Select, type SelectOption } from "../select/select";
import type { FilterPanelValue, FilterSelection } from "./filter-value";

/** One choice inside a filter group. */
export type FilterOption = {
  /** The value stored in the filters when the choice is ticked. */
  id: string;
  /** Visible text of the choice. */
  label: string;
};

/** A labelled set of choices: several at once (`checkbox`, e.g. ranks) or exactly one (`radio`, e.g. type). */
export type FilterGroup = {
  /** The key of the group's selection in the filters, e.g. "rank". */
  id: string;
  /** Visible heading of the group; it names the group for screen readers. */
  label: string;
  /** `checkbox` for several choices at once, `radio` for exactly one. */
  kind: "checkbox" | "radio";
  /** The choices in the order they are shown. */
  options: readonly FilterOption[];
  /** Every ticked option counts as an active filter of its own (ranks), instead of the group counting once. */
  countEachOption?: boolean;
};

export type FilterPanelFieldsProps = {
  /** The filters being edited, not yet applied. */
  draft: FilterPanelValue;
  /** Called with the whole new draft on every change. */
  onDraftChange: (draft: FilterPanelValue) => void;
  /** The filter groups in the order they are shown. */
  groups: readonly FilterGroup[];
  /** Label of the search field; the field shows only when it is given, e.g. "Szukaj". */
  searchLabel?: string;
  /** Hint inside the empty search field, e.g. "Nazwa kursu". */
  searchPlaceholder?: string;
  /** Accessible name of the button that empties the search field, e.g. "Wyczyść wyszukiwanie". */
  clearSearchLabel?: string;
  /** Label of the sort select; the select shows only with it and `sortOptions`, e.g. "Sortuj". */
  sortLabel?: string;
  /** The sort orders, e.g. "Nazwa: A–Z". */
  sortOptions?: readonly SelectOption[];
};

function radioValue(selection: FilterSelection | undefined): string | null {
  if (selection === undefined) return null;
  return typeof selection === "string" ? selection : (selection[0] ?? null);
}

function checkboxValue(selection: FilterSelection | undefined): string[] {
  if (selection === undefined) return [];
  return typeof selection === "string" ? [selection] : [...selection];
}

/** The editable fields of the panel. They change only the draft, which the panel applies or discards. */
export function FilterPanelFields({
  draft,
  onDraftChange,
  groups,
  searchLabel,
  searchPlaceholder,
  clearSearchLabel,
  sortLabel,
  sortOptions,
}: FilterPanelFieldsProps) {
  const setGroup = (id: string, selection: FilterSelection) =>
    onDraftChange({ ...draft, groups: { ...draft.groups, [id]: selection } });
  return (
    <div className="flex flex-col gap-5">
      {searchLabel ? (
        <SearchField
          label={searchLabel}
          placeholder={searchPlaceholder}
          clearLabel={clearSearchLabel ?? searchLabel}
          value={draft.search ?? ""}
          onChange={(search) => onDraftChange({ ...draft, search })}
        />
      ) : null}
      {sortLabel && sortOptions && sortOptions.length > 0 ? (
        <Select
          label={sortLabel}
          options={sortOptions}
          selectedKey={draft.sort ?? null}
          onSelectionChange={(key) => onDraftChange({ ...draft, sort: key === null ? undefined : String(key) })}
        />
      ) : null}
      {groups.map((group) =>
        group.kind === "radio" ? (
          <RadioGroup
            key={group.id}
            label={group.label}
            value={radioValue(draft.groups?.[group.id])}
            onChange={(selection) => setGroup(group.id, selection)}
          >
            {group.options.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <CheckboxGroup
            key={group.id}
            label={group.label}
            value={checkboxValue(draft.groups?.[group.id])}
            onChange={(selection) => setGroup(group.id, selection)}
          >
            {group.options.map((option) => (
              <Checkbox key={option.id} value={option.id}>
                {option.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ),
      )}
    </div>
  );
}
