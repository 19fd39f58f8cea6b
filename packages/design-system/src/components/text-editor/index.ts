export { LimitNotice, type LimitNoticeOptions } from "./limit-notice";
export { TextEditor, type TextEditorLinkDialogLabels, type TextEditorProps } from "./text-editor";
export type { TextEditorLabels } from "./text-editor-toolbar";
