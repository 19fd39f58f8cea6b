import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type EmptyStateProps = {
  /** What is empty, e.g. 'Nie masz jeszcze ulubionych narzędzi'. */
  title: string;
  /** What the learner can do about it. */
  description?: string;
  /** A decorative icon or illustration above the title. */
  icon?: ReactNode;
  /** An action such as a button that clears filters or a link to the catalogue. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the block, e.g. its margin in a page. */
  className?: string;
};

/** Shown in place of a list with nothing to show: no results, no favorites, no notifications. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cn(
        "mx-auto flex max-w-md flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center",
        className,
      )}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="mb-1 inline-flex size-14 items-center justify-center rounded-full bg-accent-subtle text-accent-text border-edge border-current [&>svg]:size-7"
        >
          {icon}
        </span>
      ) : null}
      <Heading className="text-lead font-semibold text-fg">{title}</Heading>
      {description ? <p className="text-body text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
