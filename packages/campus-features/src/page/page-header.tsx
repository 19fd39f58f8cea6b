import type { Ref } from "react";

/**
 * A page's title and its lead on the hero band. Given `headingRef`, the title can take focus (the page moves
 * it there when the learner arrives) without showing an outline.
 */
export function PageHeader({
  title,
  lead,
  headingRef,
}: {
  title: string;
  lead: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="flex flex-col gap-2 text-hero-fg">
      {headingRef ? (
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-title font-bold text-balance outline-none desktop:text-display"
        >
          {title}
        </h1>
      ) : (
        <h1 className="text-title font-bold text-balance desktop:text-display">{title}</h1>
      )}
      <p className="max-w-3xl text-lead text-pretty">{lead}</p>
    </header>
  );
}
