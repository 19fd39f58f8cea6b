import { Skeleton, SkeletonRegion } from "@campus/design-system";
import type { TextEditorProps } from "@campus/design-system/rich-text-editor";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

/**
 * Loads the rich-text editor (tiptap and prosemirror, most of the final work's weight) apart from the page, the
 * first time a task shows a text answer; later calls return the same promise. Stories call it in a loader, so
 * their shots never catch the editor loading.
 */
export function loadTextEditor() {
  editorModule ??= import("@campus/design-system/rich-text-editor");
  return editorModule;
}
let editorModule: Promise<typeof import("@campus/design-system/rich-text-editor")> | undefined;

const Editor = lazy(() => loadTextEditor().then((module) => ({ default: module.TextEditor })));

/**
 * The design system's TextEditor, loaded on first use. Until it arrives, its label and a placeholder of its size
 * hold its place, announced as loading; the text it will show stays in the answer's draft meanwhile.
 */
export function TextEditor(props: TextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** The editor's place while it loads: its label, and a placeholder of its size announced as loading. */
export function EditorLoading({ label }: Pick<TextEditorProps, "label">) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t("finalWork.text.loading")} className="flex flex-col gap-1.5">
      <span className="w-fit text-small font-semibold text-fg">{label}</span>
      <div className="flex flex-col gap-3 rounded-control border border-border-strong bg-surface-raised p-3">
        <Skeleton className="w-40" />
        <Skeleton lines={3} className="min-h-24" />
      </div>
    </SkeletonRegion>
  );
}
