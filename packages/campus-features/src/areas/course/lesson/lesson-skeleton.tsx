import type { LessonKind } from "@campus/contract";
import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The lesson's content while it loads, in the shape of its kind: a player or slides, or lines of text. */
export function LessonSkeleton({ kind }: { kind: LessonKind }) {
  const { t } = useTranslation();
  const isMedia = kind === "video" || kind === "presentation";
  const isQuestions = kind === "quiz" || kind === "internal-test";
  return (
    <SkeletonRegion label={t("lesson.loading")} className="flex flex-col gap-6">
      {isMedia ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="w-28 text-lead" />
          <Skeleton shape="block" className="aspect-video h-auto w-full" />
        </div>
      ) : null}
      {isQuestions ? (
        [0, 1].map((question) => (
          <div key={question} className="flex flex-col gap-3 rounded-card border border-border p-4 sm:p-6">
            <Skeleton className="w-24 text-caption" />
            <Skeleton className="w-4/5 text-lead" />
            {[0, 1, 2].map((answer) => (
              <Skeleton key={answer} shape="block" className="h-12 rounded-control" />
            ))}
          </div>
        ))
      ) : (
        <div className="flex max-w-prose flex-col gap-3">
          <Skeleton lines={3} className="text-lead" />
          <Skeleton lines={2} className="text-lead" />
        </div>
      )}
      <Skeleton shape="block" className="h-10 w-44 self-end rounded-control" />
    </SkeletonRegion>
  );
}
