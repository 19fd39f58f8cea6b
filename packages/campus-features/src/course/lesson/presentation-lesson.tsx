import type { LessonContent } from "@campus/contract";
import { PresentationViewer } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** A presentation lesson: its slides, and marking it as done, which lets the learner finish the lesson. */
export function PresentationLesson({
  presentation,
  isDone,
  onMarkDone,
}: {
  presentation: NonNullable<LessonContent["presentation"]>;
  isDone: boolean;
  onMarkDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PresentationViewer
      title={t("lesson.presentation.heading")}
      headingLevel={3}
      slides={presentation.slides.map((slide, index) => ({
        id: String(index),
        imageSrc: slide.url,
        alt: slide.alt,
      }))}
      formatCounter={(current, total) => t("lesson.presentation.counter", { current, total })}
      previousLabel={t("lesson.presentation.previous")}
      nextLabel={t("lesson.presentation.next")}
      markDoneLabel={t("lesson.presentation.markDone")}
      doneLabel={t("lesson.presentation.done")}
      isDone={isDone}
      onMarkDone={onMarkDone}
      fullscreenLabel={t("lesson.presentation.fullscreen")}
      exitFullscreenLabel={t("lesson.presentation.exitFullscreen")}
      emptyLabel={t("lesson.presentation.empty")}
      // The card's own surface, also behind the slides in full screen.
      className="bg-surface-raised"
    />
  );
}
