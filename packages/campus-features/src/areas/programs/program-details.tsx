import type { ModuleAnswer } from "@campus/contract";
import { AccessLabel, Badge, ProgressBar } from "@campus/design-system";
import { BookOpen, Medal } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { programProgress } from "../../cards";

/**
 * What a program is and where the learner stands in it: its access and rank, its long description, its
 * courses and how many of them are finished.
 */
export function ProgramDetails({ program }: { program: ModuleAnswer["moduleDetails"] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card border-frame border-border bg-surface-raised text-fg shadow-lg desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      {/* The page's largest sight: fetched first, before the cards' covers further down. */}
      <img
        src={program.image}
        alt=""
        fetchPriority="high"
        className="aspect-[3/1] h-full w-full object-cover sm:aspect-[5/2] desktop:aspect-auto"
      />
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <AccessLabel status={program.access}>{t(`programs.access.${program.access}`)}</AccessLabel>
          <Badge icon={<Medal />}>{t("programs.rank", { rank: program.rank })}</Badge>
          <Badge icon={<BookOpen />}>{t("programs.courseCount", { count: program.coursesCount })}</Badge>
        </div>
        <h2 id={headingId} className="text-heading font-bold">
          {t("programs.program.about")}
        </h2>
        <p className="text-body text-pretty break-words text-fg-muted">{program.longDescription}</p>
        <ProgressBar
          label={t("programs.progress")}
          value={programProgress(program)}
          valueLabel={t("programs.program.completed", {
            completed: program.completedCoursesCount,
            count: program.coursesCount,
          })}
          showValueLabel
          tone={program.access === "completed" ? "success" : "accent"}
          className="mt-auto max-w-xl pt-2"
        />
      </div>
    </section>
  );
}
