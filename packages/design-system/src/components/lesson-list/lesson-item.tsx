import type { ReactNode } from "react";
import { Button as AriaButton, Link as AriaLink } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { LessonItemContent } from "./lesson-item-content";
import type { LessonKind, LessonKindLabels } from "./lesson-kind";

/** One lesson or sub-lesson as the list shows it. */
export type LessonListEntry = {
  /** Stable id, passed to `onSelect` and compared with `currentId`. */
  id: string;
  /** The lesson's title, e.g. "Czym jest uczenie maszynowe?". */
  title: string;
  /** What the lesson holds: video, presentation, text, quiz or internal test; sets the icon. */
  kind: LessonKind;
  /** Already formatted, e.g. '12 min'. */
  duration?: string;
  /** The learner has finished the lesson: a check and `completedLabel` show. */
  isCompleted?: boolean;
  /** A locked lesson is shown but cannot be opened. */
  isLocked?: boolean;
  /** Why it is locked, e.g. 'Ukończ poprzednią lekcję'. Shown beside the lock. */
  lockedReason?: string;
  /** Opens the lesson as a link; without it the lesson is a button that calls `onSelect`. */
  href?: string;
  /** Lessons inside this one, listed indented under it. */
  sublessons?: readonly LessonListEntry[];
};

export type LessonItemProps = {
  /** The lesson to show, with its sub-lessons. */
  lesson: LessonListEntry;
  /** Visible names of the lesson kinds, e.g. `{ video: "Wideo", presentation: "Prezentacja", … }`. */
  kindLabels: LessonKindLabels;
  /** Visible status text of a completed lesson, e.g. 'Ukończona'. */
  completedLabel: string;
  /** Visible status text of a locked lesson without its own `lockedReason`, e.g. 'Zablokowana'. */
  lockedLabel: string;
  /** The lesson the learner is on: highlighted and marked with `aria-current`. */
  isCurrent?: boolean;
  /** `step` for a lesson inside a course flow, `page` when the list is the page's navigation. */
  currentType?: "step" | "page";
  /** Visible marker of the current lesson, e.g. 'Teraz'. */
  currentLabel?: string;
  /** Called with the lesson id when it is opened (by link or button). */
  onSelect?: (id: string) => void;
  /** Sub-lessons are smaller and indented. */
  isSublesson?: boolean;
  /** The sub-lessons, rendered below the row as a nested list. */
  children?: ReactNode;
};

const rowClass = cn(
  "flex w-full min-w-0 items-start gap-3 rounded-control border border-transparent px-3 py-2.5 text-start",
  "forced-colors:border-[CanvasText]",
);

const interactiveClass = cn(
  focusRing,
  "cursor-pointer text-fg no-underline transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "forced-colors:data-[hovered]:border-[Highlight]",
);

const currentClass =
  "border-frame border-accent bg-accent-subtle forced-colors:border-2 forced-colors:border-[Highlight]";

/**
 * One row of the lesson list. An open lesson is a link (with `href`) or a button; a locked one is plain
 * text with a lock and its reason, so keyboard users never land on something that cannot open.
 */
export function LessonItem({
  lesson,
  kindLabels,
  completedLabel,
  lockedLabel,
  isCurrent = false,
  currentType = "step",
  currentLabel,
  onSelect,
  isSublesson = false,
  children,
}: LessonItemProps) {
  const content = (
    <LessonItemContent
      lesson={lesson}
      kindLabels={kindLabels}
      completedLabel={completedLabel}
      lockedLabel={lockedLabel}
      isCurrent={isCurrent}
      currentLabel={currentLabel}
      isSublesson={isSublesson}
    />
  );

  let row: ReactNode;
  if (lesson.isLocked) {
    row = (
      <div data-locked="" className={cn(rowClass, "text-fg-muted", isCurrent && currentClass)}>
        {content}
      </div>
    );
  } else if (lesson.href) {
    row = (
      <AriaLink
        href={lesson.href}
        onPress={() => onSelect?.(lesson.id)}
        aria-current={isCurrent ? currentType : undefined}
        className={cn(rowClass, interactiveClass, isCurrent && currentClass)}
      >
        {content}
      </AriaLink>
    );
  } else {
    row = (
      <AriaButton
        onPress={() => onSelect?.(lesson.id)}
        aria-current={isCurrent ? currentType : undefined}
        className={cn(rowClass, interactiveClass, isCurrent && currentClass)}
      >
        {content}
      </AriaButton>
    );
  }

  return (
    <li data-lesson-id={lesson.id} className="flex flex-col gap-1">
      {row}
      {children}
    </li>
  );
}
