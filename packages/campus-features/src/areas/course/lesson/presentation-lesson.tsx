import type { LessonContent } from "@campus/contract";
import { PresentationViewer } from "@campus/design-system";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * A presentation lesson: its slides. Reaching the last slide marks it as viewed (SPEC section 4: finishing waits
 * for that mark, kept in this browser's list), so the lesson's one action, Finish, is offered from then on.
 */
export function PresentationLesson({
  presentation,
  onLastSlideSeen,
}: {
  presentation: NonNullable<LessonContent["presentation"]>;
  onLastSlideSeen: () => void;
}) {
  const { t } = useTranslation();
  const total = presentation.slides.length;
  // A single slide (or none) is seen as the lesson opens.
  useEffect(() => {
    if (total <= 1) onLastSlideSeen();
  }, [total, onLastSlideSeen]);
  return (
    <PresentationViewer
      title={t("lesson.presentation.heading")}
      headingLevel={3}
      slides={presentation.slides.map((slide, index) => ({
        id: String(index),
        imageSrc: slide.url,
        alt: slide.alt,
      }))}
      onIndexChange={(index) => {
        if (index === total - 1) onLastSlideSeen();
      }}
      formatCounter={(current, total) => t("lesson.presentation.counter", { current, total })}
      previousLabel={t("lesson.presentation.previous")}
      nextLabel={t("lesson.presentation.next")}
      fullscreenLabel={t("lesson.presentation.fullscreen")}
      exitFullscreenLabel={t("lesson.presentation.exitFullscreen")}
      emptyLabel={t("lesson.presentation.empty")}
      // The card's own surface, also behind the slides in full screen.
      className="bg-surface-raised"
    />
  );
}
