import type { AnswerOf, ToolCard } from "@campus/contract";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { isCallKey, useCall, useCampusClient, useRevalidateCalls } from "../../data";
import { useToasts } from "../../toasts";
import { type FavoriteChange, relatedWithFavorite, toolsWithFavorite, toolWithFavorite } from "./favorite-toggle";
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

/** Every cached answer that shows tools, with one tool's favorite changed. */
function useApplyFavorite() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: FavoriteChange) => {
      const of = (name: string) => (key: unknown) => isCallKey(key) && key[0] === name;
      const options = { revalidate: false, populateCache: true } as const;
      void mutate<AnswerOf<"tools">>(of("tools"), (answer) => answer && toolsWithFavorite(answer, change), options);
      void mutate<AnswerOf<"tool">>(of("tool"), (answer) => answer && toolWithFavorite(answer, change), options);
      void mutate<AnswerOf<"relatedTools">>(
        of("relatedTools"),
        (answer) => answer && relatedWithFavorite(answer, change),
        options,
      );
    },
    [mutate],
  );
}

/**
 * Toggles a tool's favorite at once wherever it shows (SPEC section 4: the mark and the count), saves it and
 * says so in a toast; a failure puts it back as it was and says that instead. A tool unmarked in the
 * favorites-only list stays in view until the list is asked again, so the learner can mark it again and
 * focus stays on its toggle.
 */
export function useToolFavorite() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const client = useCampusClient();
  const apply = useApplyFavorite();
  const revalidate = useRevalidateCalls();
  const saving = useRef(new Set<string>());

  return useCallback(
    async (tool: ToolCard, isFavorite: boolean) => {
      // One change per tool at a time: a second press while saving would race the first.
      if (saving.current.has(tool._id)) return;
      saving.current.add(tool._id);
      apply({ toolId: tool._id, isFavorite });
      try {
        const saved = await client.call(isFavorite ? "addFavorite" : "removeFavorite", { id: tool._id });
        apply({ toolId: tool._id, isFavorite: saved.isFavorite, favoritesCount: saved.favoritesCount });
        toasts.success(t(isFavorite ? "tools.favorite.added" : "tools.favorite.removed"), tool.name);
        // A course's recommended tools show the same mark.
        void revalidate(["course"]);
      } catch {
        apply({ toolId: tool._id, isFavorite: !isFavorite });
        toasts.error(t(isFavorite ? "tools.favorite.addError" : "tools.favorite.removeError"), tool.name);
      } finally {
        saving.current.delete(tool._id);
      }
    },
    [apply, client, revalidate, toasts, t],
  );
}
