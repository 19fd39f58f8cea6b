import type { Editor } from "@tiptap/react";

/**
 * A destroyed editor (its field leaving the page, or replaced by a new one) has no schema left: reading or setting
 * its content throws, which took the whole final-work page down with it. Each use checks at its own time.
 */
export const isLive = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;
