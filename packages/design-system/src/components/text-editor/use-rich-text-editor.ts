import { CharacterCount, Placeholder } from "@tiptap/extensions";
import { useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { isLive } from "./is-live";
import { LimitNotice } from "./limit-notice";
import type { TextEditorProps } from "./text-editor";
import { useWritingArea, type WritingAreaOptions } from "./use-writing-area";

type RichTextEditorOptions = Pick<
  TextEditorProps,
  "value" | "defaultValue" | "onChange" | "maxLength" | "placeholder"
> &
  WritingAreaOptions;

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
  ...writingArea
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
    editable: !writingArea.isDisabled && !writingArea.isReadOnly,
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

  useWritingArea(editor, writingArea);

  return { editor, count, isTruncated };
}
