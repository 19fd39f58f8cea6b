import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, Italic, Link2, List, ListOrdered } from "lucide-react";
import type { ReactNode } from "react";
import { ToggleButton, Toolbar } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

/** Accessible names of the toolbar and its buttons (shown as tooltips by the browser too). */
export type TextEditorLabels = {
  /** Names the toolbar, e.g. "Formatowanie tekstu". */
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
};

const toggleClass = cn(
  focusRing,
  "inline-flex size-9 cursor-pointer items-center justify-center rounded-control border border-transparent text-fg",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken hc:data-[hovered]:border-border",
  "data-[selected]:border-accent data-[selected]:bg-accent-subtle data-[selected]:text-accent-text",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled",
  "forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none forced-colors:data-[disabled]:text-[GrayText]",
);

function ToolbarToggle({
  label,
  icon,
  isSelected,
  isDisabled,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange: () => void;
}) {
  return (
    <ToggleButton
      aria-label={label}
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={onChange}
      className={toggleClass}
    >
      <span aria-hidden="true" className="inline-flex [&>svg]:size-4.5">
        {icon}
      </span>
    </ToggleButton>
  );
}

type TextEditorToolbarProps = {
  /** The Tiptap editor whose formatting the buttons toggle and show. */
  editor: Editor;
  /** Names of the toolbar and its buttons, e.g. "Pogrubienie". */
  labels: TextEditorLabels;
  /** Turns every button off (the editor is disabled or read-only). */
  isDisabled?: boolean;
  /** Called by the link button; the editor opens its link dialog. */
  onLinkPress: () => void;
};

/**
 * Toggle buttons for the marks and lists. Each reports its state with `aria-pressed`; the toolbar is one tab
 * stop and arrow keys move between buttons (react-aria Toolbar). A command returns focus to the text so
 * the user can keep typing.
 */
export function TextEditorToolbar({ editor, labels, isDisabled, onLinkPress }: TextEditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
    }),
  });
  return (
    <Toolbar
      aria-label={labels.toolbar}
      className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
    >
      <ToolbarToggle
        label={labels.bold}
        icon={<Bold />}
        isSelected={active.bold}
        isDisabled={isDisabled}
        onChange={() => editor.chain().focus().toggleBold().run()}
      />
      <ToolbarToggle
        label={labels.italic}
        icon={<Italic />}
        isSelected={active.italic}
        isDisabled={isDisabled}
        onChange={() => editor.chain().focus().toggleItalic().run()}
      />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
      <ToolbarToggle
        label={labels.bulletList}
        icon={<List />}
        isSelected={active.bulletList}
        isDisabled={isDisabled}
        onChange={() => editor.chain().focus().toggleBulletList().run()}
      />
      <ToolbarToggle
        label={labels.orderedList}
        icon={<ListOrdered />}
        isSelected={active.orderedList}
        isDisabled={isDisabled}
        onChange={() => editor.chain().focus().toggleOrderedList().run()}
      />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
      <ToolbarToggle
        label={labels.link}
        icon={<Link2 />}
        isSelected={active.link}
        isDisabled={isDisabled}
        onChange={onLinkPress}
      />
    </Toolbar>
  );
}
