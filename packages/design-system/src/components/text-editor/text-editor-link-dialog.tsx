import type { Editor } from "@tiptap/react";
import { LinkDialog } from "../link-dialog/link-dialog";
import { isLive } from "./is-live";
import type { TextEditorLinkDialogLabels } from "./text-editor";

type TextEditorLinkDialogProps = {
  editor: Editor | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: TextEditorLinkDialogLabels;
};

/** The dialog of the toolbar's link button: adds a link at the cursor, or edits or removes the one there. */
export function TextEditorLinkDialog({ editor, isOpen, onOpenChange, labels }: TextEditorLinkDialogProps) {
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
    <LinkDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={linkHref ? labels.editTitle : labels.addTitle}
      urlLabel={labels.urlLabel}
      description={labels.description}
      saveLabel={labels.saveLabel}
      cancelLabel={labels.cancelLabel}
      removeLabel={labels.removeLabel}
      invalidUrlMessage={labels.invalidUrlMessage}
      invalidEmailMessage={labels.invalidEmailMessage}
      initialHref={linkHref}
      onSave={saveLink}
      onRemove={() => editor?.chain().extendMarkRange("link").unsetLink().run()}
    />
  );
}
