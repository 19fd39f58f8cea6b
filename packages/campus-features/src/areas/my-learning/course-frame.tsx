import type { CourseCard } from "@campus/contract";
import { coursePath } from "@campus/contract";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/**
 * One course in a list of the learner's: its cover, its title leading to its page, then what the section says of
 * it (the next lesson, the ending, the certificate) and what to do, beside it on the desktop. The title names the
 * article for assistive technology.
 */
export function CourseFrame({
  course,
  children,
  actions,
}: {
  course: CourseCard;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 desktop:grid-cols-[10rem_minmax(0,1fr)_auto]"
    >
      {/* On a phone the cover would push the next lesson below the fold: the list keeps to the words there. */}
      <img
        src={course.image}
        alt=""
        loading="lazy"
        className="hidden aspect-video w-full rounded-control object-cover sm:block"
      />
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
      {actions ? (
        <div className="flex flex-wrap items-center gap-3 sm:col-start-2 desktop:col-start-3 desktop:flex-col desktop:items-stretch desktop:self-center">
          {actions}
        </div>
      ) : null}
    </article>
  );
}
