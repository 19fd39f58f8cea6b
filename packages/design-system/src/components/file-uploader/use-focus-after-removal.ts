import { useEffect, useRef } from "react";

/**
 * After a removal the host re-renders the list; focus moves to the next file's remove button, or the
 * pick button when the list is empty, so keyboard users do not fall back to the top of the page.
 */
export function useFocusAfterRemoval(files: readonly unknown[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const removedIndex = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run when the host has re-rendered the list.
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove-file]") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? groupRef.current?.querySelector<HTMLButtonElement>("[data-pick-files]"))?.focus();
  }, [files]);

  /** Notes the position of the file being removed, before the host removes it. */
  const noteRemoval = (index: number) => {
    removedIndex.current = index;
  };

  return { listRef, groupRef, noteRemoval };
}
