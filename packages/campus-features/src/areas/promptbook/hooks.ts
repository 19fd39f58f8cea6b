import type { AnswerOf, PromptbookItem } from "@campus/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { KeyedMutator } from "swr";
import { errorMessage, useCall, useCampusClient } from "../../data";
import { useToasts } from "../../toasts";

type PromptbookAnswer = AnswerOf<"promptbook">;

/** The learner's saved prompts, newest first. */
export const usePromptbook = () => useCall("promptbook", {});

const newestFirst = (a: PromptbookItem, b: PromptbookItem) =>
  b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id);
const without = (id: string) => (answer?: PromptbookAnswer) =>
  answer && { items: answer.items.filter((item) => item._id !== id) };
const withItem = (back: PromptbookItem) => (answer?: PromptbookAnswer) =>
  answer && { items: [...answer.items.filter((item) => item._id !== back._id), back].sort(newestFirst) };

/**
 * Deletes a prompt at once (it leaves the list before the server answers) and offers to undo it in the toast;
 * the undo puts it back where it was, with its date and lesson. A failure of either puts the list back as it
 * was and says so.
 */
export function usePromptDeletion(mutate: KeyedMutator<PromptbookAnswer>) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const client = useCampusClient();

  const restore = useCallback(
    async (item: PromptbookItem) => {
      void mutate(withItem(item), { revalidate: false });
      try {
        const { item: restored } = await client.call("restorePromptbookItem", { id: item._id });
        void mutate(withItem(restored), { revalidate: false });
        toasts.success(t("promptbook.restored"));
      } catch (error) {
        void mutate(without(item._id), { revalidate: false });
        toasts.error(errorMessage(error, t, "promptbook.restoreError"));
      }
    },
    [client, mutate, toasts, t],
  );

  return useCallback(
    async (item: PromptbookItem) => {
      void mutate(without(item._id), { revalidate: false });
      try {
        await client.call("deletePromptbookItem", { id: item._id });
        toasts.success(t("promptbook.deleted"), undefined, {
          action: { label: t("promptbook.undo"), onAction: () => void restore(item) },
        });
      } catch (error) {
        void mutate(withItem(item), { revalidate: false });
        toasts.error(errorMessage(error, t, "promptbook.deleteError"));
      }
    },
    [client, mutate, restore, toasts, t],
  );
}

/**
 * Copies a prompt to the clipboard and says so; where the browser refuses (no permission, an insecure page)
 * the toast says to select and copy the text by hand.
 */
export function useCopyPrompt() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return useCallback(
    async (item: PromptbookItem) => {
      try {
        await navigator.clipboard.writeText(item.prompt);
        toasts.success(t("promptbook.copied"));
      } catch {
        toasts.error(t("promptbook.copyError"));
      }
    },
    [toasts, t],
  );
}
