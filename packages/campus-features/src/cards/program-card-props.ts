import type { ModuleAccess, ModuleCard } from "@campus/contract";
import { programPath } from "@campus/contract";
import type { ProgramCardProps } from "@campus/design-system";
import type { TFunction } from "i18next";

/** A program's share of finished courses, 0 to 100. */
export const programProgress = (program: Pick<ModuleCard, "coursesCount" | "completedCoursesCount">) =>
  program.coursesCount > 0 ? Math.round((program.completedCoursesCount / program.coursesCount) * 100) : 0;

export interface ProgramTileProps {
  card: ProgramCardProps;
  /** The access label beside the card; none for a program locked by rank, whose card says 'rank too low'. */
  access: { status: ModuleAccess; label: string } | null;
}

/**
 * A program of the contract as the programs list shows it: its course count, the learner's progress once a
 * course is finished, its access label, and a lock with 'rank too low' above the learner's rank. A locked or
 * unavailable program has no link.
 */
export function programTileProps(program: ModuleCard, { rankStage, t }: { rankStage: number; t: TFunction }) {
  const isLocked = program.rank > rankStage;
  const canOpen = !isLocked && program.access !== "unavailable";
  const card: ProgramCardProps = {
    title: program.title,
    description: program.description,
    courseCountLabel: t("programs.courseCount", { count: program.coursesCount }),
    imageSrc: program.image,
    isLocked,
    lockedLabel: t("cards.rankTooLow"),
    ...(canOpen ? { href: programPath(program._id) } : {}),
    ...(program.completedCoursesCount > 0
      ? {
          progress: programProgress(program),
          progressLabel: t("programs.progress"),
          progressValueLabel: t("programs.progressValue", {
            completed: program.completedCoursesCount,
            count: program.coursesCount,
          }),
        }
      : {}),
  };
  return {
    card,
    access: isLocked ? null : { status: program.access, label: t(`cards.access.${program.access}`) },
  } satisfies ProgramTileProps;
}
