import type { ToolCard } from "@campus/contract";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { isCallKey, useCampusClient, useRevalidateCalls } from "../data";
import { useToasts } from "../toasts";
import { type FavoriteCall, type FavoriteChange, favoriteCalls, favoriteShownBy } from "./favorite-shown";

/** What the toasts say, as translation keys of the page's own wording. */
export interface FavoriteTexts {
  added: string;
  removed: string;
  addError: string;
  removeError: string;
}

/** Every cached answer that shows tools, with one tool's favorite changed. */
function useApplyFavorite() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: FavoriteChange) => {
      const options = { revalidate: false, populateCache: true } as const;
      for (const name of favoriteCalls) {
        const apply = favoriteShownBy[name] as (answer: unknown, change: FavoriteChange) => unknown;
        void mutate(
          (key: unknown) => isCallKey(key) && key[0] === name,
          (answer: unknown) => answer && apply(answer, change),
          options,
        );
      }
    },
    [mutate],
  );
}

/**
 * Toggles a tool's favorite at once wherever it shows (SPEC section 4: the mark and the count), saves it and
 * says so in a toast; a failure puts it back as it was and says that instead. The calls of the page the toggle
 * is on (`shownHere`) are not asked again: a tool unmarked in a favorites-only list stays in view until the
 * list is asked again, so the learner can mark it again and focus stays on its toggle. The other calls that
 * show favorites are asked again once the change is saved. `shownHere` and `texts` are constants of the page.
 */
export function useToolFavorite({ shownHere, texts }: { shownHere: readonly FavoriteCall[]; texts: FavoriteTexts }) {
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
        toasts.success(t(isFavorite ? texts.added : texts.removed), tool.name);
        void revalidate(favoriteCalls.filter((name) => !shownHere.includes(name)));
      } catch {
        apply({ toolId: tool._id, isFavorite: !isFavorite });
        toasts.error(t(isFavorite ? texts.addError : texts.removeError), tool.name);
      } finally {
        saving.current.delete(tool._id);
      }
    },
    [apply, client, revalidate, shownHere, toasts, t, texts],
  );
}
