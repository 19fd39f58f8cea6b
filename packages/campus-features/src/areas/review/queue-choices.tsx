import type { ReviewFilterOptions } from "@campus/contract";
import { Select, type SelectOption } from "@campus/design-system";
import type { Key } from "react";
import { useTranslation } from "react-i18next";
import { coursesToChoose, type ReviewQueueFilter, tasksToChoose } from "./queue-address";

/** The choice that narrows nothing (react-aria's keys cannot be empty). */
const ALL = "all";

const chosen = (key: Key | null) => (key === null || key === ALL ? "" : String(key));

/** A filter chosen: the program, the course or the task. */
export type QueueFilterChange = (change: Partial<Pick<ReviewQueueFilter, "programId" | "courseId" | "taskId">>) => void;

/**
 * The program, the course (the chosen program's, or all) and the task (the chosen course's: none to choose
 * before a course is), each with "all" first. Each choice changes the queue at once.
 */
export function QueueChoices({
  filter,
  options,
  onChange,
}: {
  filter: ReviewQueueFilter;
  /** What the filters offer, from the queue's answer; undefined until the first. */
  options: ReviewFilterOptions | undefined;
  onChange: QueueFilterChange;
}) {
  const { t } = useTranslation();
  const choices = (all: string, items: readonly { _id: string; title: string }[]): SelectOption[] => [
    { id: ALL, label: all },
    ...items.map((item) => ({ id: item._id, label: item.title })),
  ];
  return (
    <>
      <Select
        label={t("review.queue.filters.program")}
        options={choices(t("review.queue.filters.allPrograms"), options?.programs ?? [])}
        selectedKey={filter.programId || ALL}
        onSelectionChange={(key) => onChange({ programId: chosen(key) })}
        className="min-w-0"
      />
      <Select
        label={t("review.queue.filters.course")}
        options={choices(t("review.queue.filters.allCourses"), coursesToChoose(options, filter.programId))}
        selectedKey={filter.courseId || ALL}
        onSelectionChange={(key) => onChange({ courseId: chosen(key) })}
        className="min-w-0"
      />
      <Select
        label={t("review.queue.filters.task")}
        options={choices(t("review.queue.filters.allTasks"), tasksToChoose(options, filter.courseId))}
        selectedKey={filter.taskId || ALL}
        onSelectionChange={(key) => onChange({ taskId: chosen(key) })}
        isDisabled={!filter.courseId}
        {...(filter.courseId ? {} : { description: t("review.queue.filters.taskHint") })}
        className="min-w-0"
      />
    </>
  );
}
