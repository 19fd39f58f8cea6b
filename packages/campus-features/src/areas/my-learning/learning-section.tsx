import type { LearningCourse } from "@campus/contract";
import { type ReactNode, useId } from "react";

/**
 * One part of the learner's courses under its heading, on a raised panel (the first sits on the hero band), each
 * course an item of the list; absent when empty.
 */
export function LearningSection({
  title,
  description,
  courses,
  render,
}: {
  title: string;
  description?: string;
  courses: LearningCourse[];
  render: (entry: LearningCourse) => ReactNode;
}) {
  const headingId = useId();
  if (courses.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-lg sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-title font-bold text-balance">
          {title} <span className="font-normal text-fg-muted">({courses.length})</span>
        </h2>
        {description ? <p className="text-body text-fg-muted text-pretty">{description}</p> : null}
      </div>
      <ul className="flex flex-col divide-y divide-border">
        {courses.map((entry) => (
          <li key={entry.course._id} className="py-5 first:pt-2 last:pb-0">
            {render(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}
