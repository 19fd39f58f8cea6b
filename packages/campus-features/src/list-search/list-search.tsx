import { SearchField } from "@campus/design-system";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** How long typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 500;

/** The longest phrase a list takes; the address and the API cut longer ones to it. */
export const SEARCH_MAX_LENGTH = 100;

/** A phrase as the lists search for it: trimmed and cut to the longest a list takes. */
export const cleanSearch = (text: string | null | undefined) => (text ?? "").trim().slice(0, SEARCH_MAX_LENGTH);

/**
 * The search of a list (programs, tools), outside its filter panel: a search is not one of the counted
 * filters. The list follows the phrase once typing pauses, or at once on Enter; the phrase follows the
 * address when Back brings an earlier one. `onSearch` gets `replace` when a phrase only refines the one
 * before, so history keeps one step per search, not one per letter. `texts` is the list's own wording, as
 * translation keys.
 */
export function ListSearch({
  search,
  onSearch,
  texts,
  className,
}: {
  search: string;
  onSearch: (search: string, options: { replace: boolean }) => void;
  texts: { label: string; placeholder: string; clear: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const [phrase, setPhrase] = useState(search);

  // Back or a cleared filter brings another phrase; what is being typed (a trailing space) stays.
  useEffect(() => setPhrase((current) => (cleanSearch(current) === search ? current : search)), [search]);

  useEffect(() => {
    const next = cleanSearch(phrase);
    if (next === search) return;
    const timer = setTimeout(() => onSearch(next, { replace: search !== "" && next !== "" }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phrase, search, onSearch]);

  return (
    <SearchField
      label={t(texts.label)}
      placeholder={t(texts.placeholder)}
      clearLabel={t(texts.clear)}
      maxLength={SEARCH_MAX_LENGTH}
      value={phrase}
      onChange={setPhrase}
      onSubmit={(text) => {
        const next = cleanSearch(text);
        if (next !== search) onSearch(next, { replace: false });
      }}
      onClear={() => {
        if (search !== "") onSearch("", { replace: false });
      }}
      className={className}
    />
  );
}
