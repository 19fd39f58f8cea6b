import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { useCall, useCampusClient } from "../../data";
import { type FavoriteTexts, useToolFavorite } from "../../favorites";
import { type ToolsFilter, toolsArgs } from "./filters";

/**
 * One page of tools, filtered as the address says. While another page or filter loads, the tools shown stay
 * (marked pending) instead of the whole list going back to placeholders; when that page fails, its error shows
 * rather than the previous page as if it were the answer.
 */
export function useTools(filter: ToolsFilter) {
  const result = useCall("tools", toolsArgs(filter));
  const shown = useRef(result.data);
  if (result.data) shown.current = result.data;
  const data = result.data ?? (result.error ? undefined : shown.current);
  return {
    data,
    error: result.error,
    isPending: result.data === undefined && data !== undefined,
    retry: () => void result.mutate(),
  };
}

/** The category options of the filter panel (labelled in the content language). */
export const useToolFilterOptions = () => useCall("filters", {});

/** A tool's page (404 when there is none). */
export const useTool = (id: string) => useCall("tool", { id });

/**
 * Says once that the learner opened a tool's page, when the tool is shown: the day's 'use a tool' streak task
 * (SPEC section 9). Reading the tool records nothing, so a prefetch or a crawler completes no task. The streak it
 * answers is what the streak drawer shows. A failure is not the learner's concern (the next visit records it).
 */
export function useToolVisit(id: string, shown: boolean) {
  const client = useCampusClient();
  const { mutate } = useSWRConfig();
  const visited = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shown || visited.current === id) return;
    visited.current = id;
    client.call("visitTool", { id }).then(
      (streak) => mutate(["sessionStreak", {}], streak, { revalidate: false }),
      () => undefined,
    );
  }, [client, id, mutate, shown]);
}

/**
 * The tools related to a tool. SPEC section 8: a failure of this call gives nothing, so it is not retried
 * and the page simply shows no related tools.
 */
export function useRelatedTools(id: string) {
  const { data } = useCall("relatedTools", { id }, { shouldRetryOnError: false });
  return data?.tools ?? null;
}

/** The catalogue's calls show a favorite changed in place: the list, a tool's page and its related tools. */
const catalogueCalls = ["tools", "tool", "relatedTools"] as const;

const favoriteTexts: FavoriteTexts = {
  added: "tools.favorite.added",
  removed: "tools.favorite.removed",
  addError: "tools.favorite.addError",
  removeError: "tools.favorite.removeError",
};

/** Toggles a tool's favorite from the catalogue; a course's recommended tools are asked again once it is saved. */
export const useCatalogueFavorite = () => useToolFavorite({ shownHere: catalogueCalls, texts: favoriteTexts });
