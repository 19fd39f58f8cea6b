import { CharacterCount, Placeholder } from "@tiptap/extensions";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { AlertCircle } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { LinkDialog, type LinkDialogProps } from "../link-dialog/link-dialog";
import { LimitNotice } from "./limit-notice";
import { type TextEditorLabels, TextEditorToolbar } from "./text-editor-toolbar";

/** The texts of the link dialog opened by the toolbar's link button. */
export type TextEditorLinkDialogLabels = Pick<
  LinkDialogProps,
  "urlLabel" | "description" | "saveLabel" | "cancelLabel" | "removeLabel" | "invalidUrlMessage" | "invalidEmailMessage"
> & {
  /** Title when adding a link ("Dodaj link"). */
  addTitle: string;
  /** Title when the cursor is on a link ("Edytuj link"). */
  editTitle: string;
};

export type TextEditorProps = {
  /** Visible label; it names the editable area. */
  label: ReactNode;
  /** Help under the editor, read as the area's description. */
  description?: ReactNode;
  /** Content as HTML (controlled). */
  value?: string;
  /** Initial content as HTML (uncontrolled). */
  defaultValue?: string;
  /** Called with the content as HTML on every change; an empty editor gives "". */
  onChange?: (html: string) => void;
  /** Most characters allowed (text only, without markup). Typing stops there and pasted text is cut. */
  maxLength?: number;
  /** The counter text. Default: "123 / 5000". */
  formatCount?: (count: number, maxLength: number) => string;
  /** Shown and announced when typed or pasted text went over `maxLength` ('Tekst został skrócony do 5000 znaków'). */
  truncatedMessage?: string;
  /** Shown in the empty editor; never a replacement for the label. */
  placeholder?: string;
  /** Names of the toolbar and its buttons. */
  labels: TextEditorLabels;
  /** Texts of the link dialog. */
  linkDialog: TextEditorLinkDialogLabels;
  /** Greys the editor out: no typing and no toolbar (announced as disabled). */
  isDisabled?: boolean;
  /** The text can be read and selected but not changed; the toolbar is off. */
  isReadOnly?: boolean;
  /** Marks the field as required: a marker after the label, and `aria-required` on the writing area. */
  isRequired?: boolean;
  /** Marks the field as invalid; `errorMessage` says why. */
  isInvalid?: boolean;
  /** Why the text is not accepted, e.g. "Wpisz treść pracy"; shown under the editor while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Extra classes for the whole field (label, toolbar and writing area). */
  className?: string;
};

const defaultFormatCount = (count: number, max: number) => `${count} / ${max}`;

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
const isLive = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

/**
 * A rich-text field (bold, italic, lists, links) on TipTap, with a character limit and a live counter. The
 * editable area is a labelled multi-line textbox described by the help text, the counter and the error.
 * Text over the limit is refused or cut, and a message says so.
 */
export function TextEditor({
  label,
  description,
  value,
  defaultValue,
  onChange,
  maxLength,
  formatCount = defaultFormatCount,
  truncatedMessage,
  placeholder,
  labels,
  linkDialog,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  className,
}: TextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const counterId = useId();
  const noticeId = useId();
  const errorId = useId();
  const [isTruncated, setTruncated] = useState(false);
  const [isLinkDialogOpen, setLinkDialogOpen] = useState(false);
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

  const describedBy = [
    description ? descriptionId : null,
    maxLength !== undefined ? counterId : null,
    isInvalid && errorMessage ? errorId : null,
  ]
    .filter(Boolean)
    .join(" ");

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

  const linkHref: string | undefined = isLive(editor) ? editor.getAttributes("link").href : undefined;

  const saveLink = (href: string) => {
    if (!isLive(editor)) return;
    // Focus is left to the dialog, which returns it to the link button; taking it here would fight the
    // dialog's focus trap.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .insertContent({ type: "text", text: href.replace(/^mailto:/, ""), marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().extendMarkRange("link").setLink({ href }).run();
    }
  };

  return (
    <div
      className={cn("group flex flex-col gap-1.5", className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={cn("w-fit text-small font-semibold text-fg", isDisabled && "text-fg-disabled")}>
        {label}
      </span>
      <div
        className={cn(
          "rounded-control border border-border-strong bg-surface-raised",
          "focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-solid focus-within:outline-focus",
          isInvalid && "border-2 border-danger forced-colors:border-[Mark]",
          (isDisabled || isReadOnly) && "bg-surface-sunken",
          isDisabled && "cursor-not-allowed border-fg-disabled text-fg-disabled forced-colors:border-[GrayText]",
        )}
      >
        {editor ? (
          <TextEditorToolbar
            editor={editor}
            labels={labels}
            isDisabled={isDisabled || isReadOnly}
            onLinkPress={() => setLinkDialogOpen(true)}
          />
        ) : null}
        <EditorContent editor={editor} className={cn(isDisabled && "[&_.ProseMirror]:text-fg-disabled")} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        {description ? (
          <p id={descriptionId} className="min-w-0 flex-1 text-small text-fg-muted">
            {description}
          </p>
        ) : (
          <span />
        )}
        {maxLength !== undefined ? (
          <p
            id={counterId}
            className={cn(
              "shrink-0 text-small text-fg-muted tabular-nums",
              count >= maxLength && "font-semibold text-danger",
            )}
          >
            {formatCount(count, maxLength)}
          </p>
        ) : null}
      </div>
      <p id={noticeId} role="status" className="text-small font-medium text-fg empty:hidden">
        {isTruncated && truncatedMessage ? truncatedMessage : null}
      </p>
      {isInvalid && errorMessage ? (
        <p id={errorId} className="flex items-start gap-1.5 text-small font-medium text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
      <LinkDialog
        isOpen={isLinkDialogOpen}
        onOpenChange={setLinkDialogOpen}
        title={linkHref ? linkDialog.editTitle : linkDialog.addTitle}
        urlLabel={linkDialog.urlLabel}
        description={linkDialog.description}
        saveLabel={linkDialog.saveLabel}
        cancelLabel={linkDialog.cancelLabel}
        removeLabel={linkDialog.removeLabel}
        invalidUrlMessage={linkDialog.invalidUrlMessage}
        invalidEmailMessage={linkDialog.invalidEmailMessage}
        initialHref={linkHref}
        onSave={saveLink}
        onRemove={() => editor?.chain().extendMarkRange("link").unsetLink().run()}
      />
    </div>
  );
}
