import { CharacterCount, Placeholder } from "@tiptap/extensions";
import { type Editor, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { LimitNotice } from "./limit-notice";
import type { TextEditorProps } from "./text-editor";

type RichTextEditorOptions = Pick<
  TextEditorProps,
  "value" | "defaultValue" | "onChange" | "maxLength" | "placeholder" | "isDisabled" | "isReadOnly"
> & {
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

/**
 * A destroyed editor (its field leaving the page, or replaced by a new one) has no schema left: reading or setting
 * its content throws, which took the whole final-work page down with it. Each use checks at its own time.
 */
export const isLive = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

/**
 * The TipTap editor of the field: its extensions, the character count, the notice about cut text, the
 * controlled content and the writing area's role, name, description and states.
 */
export function useRichTextEditor({
  value,
  defaultValue,
  onChange,
  maxLength,
  placeholder,
  isDisabled = false,
  isReadOnly = false,
  isInvalid,
  isRequired,
  labelId,
  describedBy,
}: RichTextEditorOptions) {
  const [isTruncated, setTruncated] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto"] },
      }),
      CharacterCount.configure({ limit: maxLength ?? null }),
      LimitNotice.configure({ limit: maxLength ?? null, onExceed: () => setTruncated(true) }),
      ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
    ],
    content: value ?? defaultValue ?? "",
    // Its base rules are in the writing area's classes: no <style> element of its own (see contentClass).
    injectCSS: false,
    editable: !isDisabled && !isReadOnly,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChangeRef.current?.(current.isEmpty ? "" : current.getHTML()),
  });

  const count = useEditorState({
    editor,
    // A destroyed editor (its field just left the page) has no storage left to count from.
    selector: ({ editor: current }) => current?.storage.characterCount?.characters() ?? 0,
  });

  // A notice about cut text stays until the text is shorter than the limit again.
  useEffect(() => {
    if (maxLength !== undefined && count < maxLength) setTruncated(false);
  }, [count, maxLength]);

  useEffect(() => {
    if (!isLive(editor) || value === undefined) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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

  return { editor, count, isTruncated };
}
