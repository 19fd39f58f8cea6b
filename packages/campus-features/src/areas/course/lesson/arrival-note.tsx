import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Arrival } from "./finish-arrival";

/**
 * The moment after finishing a lesson, at the top of the lesson it opened: what was finished, how far the course
 * is, and that this lesson is next. Screen readers heard the same from the campus's announcer as it opened.
 */
export function ArrivalNote({ arrival, title }: { arrival: Arrival; title: string }) {
  const { t } = useTranslation();
  const said = arrival.isPart
    ? t("lesson.arrival.part", { title: arrival.finished, next: title })
    : t("lesson.arrival.lesson", {
        title: arrival.finished,
        completed: arrival.completed,
        total: arrival.total,
        next: title,
      });
  return (
    <p
      data-arrival=""
      className="flex items-start gap-2 rounded-card border-frame border-success bg-success-subtle px-4 py-3 text-body text-fg"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <span className="min-w-0 break-words">{said}</span>
    </p>
  );
}
