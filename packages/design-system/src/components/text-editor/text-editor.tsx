import { EditorContent } from "@tiptap/react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";
import type { LinkDialogProps } from "../link-dialog/link-dialog";
import { TextEditorLinkDialog } from "./text-editor-link-dialog";
import { TextEditorNotes } from "./text-editor-notes";
import { type TextEditorLabels, TextEditorToolbar } from "./text-editor-toolbar";
import { useRichTextEditor } from "./use-rich-text-editor";

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

/** The border around the toolbar and the writing area, which shows the field's state. */
const frameClass = (isInvalid: boolean, isDisabled: boolean, isReadOnly: boolean) =>
  cn(
    "rounded-control border border-border-strong bg-surface-raised",
    "focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-solid focus-within:outline-focus",
    isInvalid && "border-2 border-danger forced-colors:border-[Mark]",
    (isDisabled || isReadOnly) && "bg-surface-sunken",
    isDisabled && "cursor-not-allowed border-fg-disabled text-fg-disabled forced-colors:border-[GrayText]",
  );

/**
 * A rich-text field (bold, italic, lists, links) on TipTap, with a character limit and a live counter. The
 * editable area is a labelled multi-line textbox described by the help text, the counter and the error.
 * Text over the limit is refused or cut, and a message says so.
 */
export function TextEditor({
  label,
  description,
  maxLength,
  formatCount = defaultFormatCount,
  truncatedMessage,
  labels,
  linkDialog,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  className,
  ...content
}: TextEditorProps) {
  const labelId = useId();
  const ids = { description: useId(), counter: useId(), notice: useId(), error: useId() };
  const [isLinkDialogOpen, setLinkDialogOpen] = useState(false);
  const describedBy = [
    description ? ids.description : null,
    maxLength !== undefined ? ids.counter : null,
    isInvalid && errorMessage ? ids.error : null,
  ]
    .filter(Boolean)
    .join(" ");

  const { editor, count, isTruncated } = useRichTextEditor({
    ...content,
    maxLength,
    isDisabled,
    isReadOnly,
    isInvalid,
    isRequired,
    labelId,
    describedBy,
  });

  return (
    <div
      className={cn("group flex flex-col gap-1.5", className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={cn("w-fit text-small font-semibold text-fg", isDisabled && "text-fg-disabled")}>
        {label}
      </span>
      <div className={frameClass(isInvalid, isDisabled, isReadOnly)}>
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
      <TextEditorNotes
        ids={ids}
        description={description}
        count={count}
        maxLength={maxLength}
        formatCount={formatCount}
        notice={isTruncated && truncatedMessage ? truncatedMessage : null}
        errorMessage={isInvalid ? errorMessage : undefined}
      />
      <TextEditorLinkDialog
        editor={editor}
        isOpen={isLinkDialogOpen}
        onOpenChange={setLinkDialogOpen}
        labels={linkDialog}
      />
    </div>
  );
}
