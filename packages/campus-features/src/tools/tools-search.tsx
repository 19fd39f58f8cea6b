import { SearchField } from "@campus/design-system";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanSearch } from "./filters";

/** How long typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 500;

/**
 * The search of the tools list (names and descriptions). The list follows the phrase once typing pauses, or
 * at once on Enter; the phrase follows the address when Back brings an earlier one. `onSearch` gets
 * `replace` when a phrase only refines the one before, so history keeps one step per search, not per letter.
 */
export function ToolsSearch({
  search,
  onSearch,
  className,
}: {
  search: string;
  onSearch: (search: string, options: { replace: boolean }) => void;
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
      label={t("tools.search.label")}
      placeholder={t("tools.search.placeholder")}
      clearLabel={t("tools.search.clear")}
      maxLength={100}
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
