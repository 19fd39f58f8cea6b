import type { CourseCard } from "@campus/contract";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { coursePath } from "../cards";

/**
 * One course in a list of the learner's: its cover, its title leading to its page, then what the section says of
 * it (the next lesson, the ending, the certificate). The title names the article for assistive technology.
 */
export function CourseFrame({ course, children }: { course: CourseCard; children: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 overflow-hidden rounded-card border border-border bg-surface-raised p-4 text-fg shadow-sm hc:border-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6 sm:p-5"
    >
      <img src={course.image} alt="" loading="lazy" className="aspect-video w-full rounded-control object-cover" />
      <div className="flex min-w-0 flex-col gap-3">
        <h3 id={headingId} className="text-heading font-bold text-balance break-words">
          <Link
            to={coursePath(course._id)}
            className="rounded-control underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {course.title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
