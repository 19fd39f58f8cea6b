import type { ExamAnswer } from "@campus/contract";
import { Badge, Button } from "@campus/design-system";
import { ArrowRight, Clock, FileText, Link2, ListChecks, Paperclip } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { AnswerTypes } from "./answer-types";

export interface FinalWorkOverviewProps {
  exam: ExamAnswer;
  onStart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const card = "flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6";

/**
 * Step 1 (SPEC section 4): what the final work asks, its tasks and the kinds of answer each takes, the limits
 * of an answer and how long review takes. A single-task final work says so and starts on its task.
 */
export function FinalWorkOverview({ exam, onStart, headingRef }: FinalWorkOverviewProps) {
  const { t } = useTranslation();
  const { limits } = exam;
  const formats = limits.fileFormats.join(", ");
  const started = exam.submitData.length > 0;
  return (
    <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:items-start">
      <section aria-labelledby="final-work-about" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="final-work-about" ref={headingRef} tabIndex={-1} className="text-lead font-semibold outline-none">
            {t("finalWork.overview.heading")}
          </h2>
          <Badge variant="accent" icon={<ListChecks />}>
            {exam.isSingleTask
              ? t("finalWork.overview.singleTask")
              : t("finalWork.overview.taskCount", { count: exam.tasks.length })}
          </Badge>
        </div>
        <p className="text-body text-pretty break-words">{exam.description}</p>
        <h3 className="text-body font-semibold">
          {t("finalWork.overview.tasksHeading", { count: exam.tasks.length })}
        </h3>
        <ol className="flex flex-col gap-3">
          {exam.tasks.map((task, index) => (
            <li key={task._id} className="flex gap-3 rounded-control border border-border p-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-subtle font-semibold text-accent-text"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <p className="font-semibold break-words">{task.title}</p>
                <p className="text-small text-pretty break-words text-fg-muted">{task.description}</p>
                <AnswerTypes types={task.answerTypes} />
              </div>
            </li>
          ))}
        </ol>
      </section>
      <aside aria-labelledby="final-work-limits" className={card}>
        <h2 id="final-work-limits" className="text-lead font-semibold">
          {t("finalWork.overview.limitsHeading")}
        </h2>
        <ul className="flex flex-col gap-3 text-small">
          <Limit icon={<FileText />}>{t("finalWork.overview.limitText", { count: limits.maxTextLength })}</Limit>
          <Limit icon={<Link2 />}>{t("finalWork.overview.limitLinks", { count: limits.maxLinks })}</Limit>
          <Limit icon={<Paperclip />}>
            {t("finalWork.overview.limitFiles", { count: limits.maxFiles, size: limits.maxFileSizeMB, formats })}
          </Limit>
          <Limit icon={<Clock />}>{t("finalWork.overview.review", { count: exam.reviewBusinessDays })}</Limit>
        </ul>
        <Button icon={<ArrowRight />} onPress={onStart} className="self-start">
          {exam.isSingleTask
            ? t("finalWork.overview.startSingle")
            : started
              ? t("finalWork.overview.continue")
              : t("finalWork.overview.start")}
        </Button>
      </aside>
    </div>
  );
}

function Limit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="inline-flex pt-0.5 text-accent-text [&>svg]:size-4">
        {icon}
      </span>
      <span className="text-pretty">{children}</span>
    </li>
  );
}
