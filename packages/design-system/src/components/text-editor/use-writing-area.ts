import type { Editor } from "@tiptap/react";
import { useEffect } from "react";
import { cn } from "../../lib/cn";
import { isLive } from "./is-live";

export type WritingAreaOptions = {
  isDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  /** Id of the visible label that names the writing area. */
  labelId: string;
  /** Ids of the help text, the counter and the error, space-separated; "" when there are none. */
  describedBy: string;
};

/**
 * The writing area (ProseMirror's element). Its first two lines are TipTap's own base rules, which TipTap
 * would otherwise add as a `<style>` element of its own (`injectCSS`): a page whose Content-Security-Policy
 * allows no inline styles, or requires Trusted Types, refuses that element, so they ship with the component.
 */
const contentClass = cn(
  "relative break-words whitespace-break-spaces [font-variant-ligatures:none] [font-feature-settings:'liga'_0]",
  "[&_[contenteditable=false]]:whitespace-normal [&_.ProseMirror-gapcursor]:hidden [&_.ProseMirror-hideselection_*]:[caret-color:transparent]",
  "[&_img.ProseMirror-separator]:inline! [&_img.ProseMirror-separator]:m-0! [&_img.ProseMirror-separator]:size-0! [&_img.ProseMirror-separator]:border-0!",
  "min-h-32 px-3 py-2 text-body text-fg outline-none",
  "[&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:ps-6",
  "[&_a]:text-accent-text [&_a]:underline [&_strong]:font-bold",
  "[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left",
  "[&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-fg-muted",
  "[&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
);

/** Keeps the writing area editable or not, and its role, name, description and states, in step with the field. */
export function useWritingArea(
  editor: Editor | null,
  { isDisabled, isReadOnly, isInvalid, isRequired, labelId, describedBy }: WritingAreaOptions,
) {
  useEffect(() => {
    if (!isLive(editor)) return;
    editor.setEditable(!isDisabled && !isReadOnly, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(isInvalid ? { "aria-invalid": "true" } : {}),
          ...(isRequired ? { "aria-required": "true" } : {}),
          ...(isReadOnly ? { "aria-readonly": "true", tabindex: "0" } : {}),
          ...(isDisabled ? { "aria-disabled": "true" } : {}),
          class: contentClass,
        },
      },
    });
  }, [editor, labelId, describedBy, isInvalid, isRequired, isReadOnly, isDisabled]);
}
