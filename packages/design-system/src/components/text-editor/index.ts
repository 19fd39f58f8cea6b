// The rich-text editor is its own entry, `@campus/design-system/rich-text-editor`, and not part of the root:
// it runs on tiptap and prosemirror, optional peer dependencies that only an app using the editor installs.
export { LimitNotice, type LimitNoticeOptions } from "./limit-notice";
export { TextEditor, type TextEditorLinkDialogLabels, type TextEditorProps } from "./text-editor";
export type { TextEditorLabels } from "./text-editor-toolbar";
