import type { LessonContent } from "@campus/contract";
import { VideoPlayer } from "@campus/design-system";
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatVideoTime } from "../video-time";
import type { PositionSaver } from "./position-saver";

/**
 * A video lesson: the player with the lesson's qualities, starting where the learner left off (here or on
 * another device), its playback kept as it goes.
 */
export function VideoLesson({
  video,
  startSeconds,
  saver,
}: {
  video: NonNullable<LessonContent["video"]>;
  startSeconds: number;
  saver: PositionSaver;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <VideoPlayer
        title={t("lesson.video.heading")}
        headingLevel={3}
        sources={video.variants.map((variant) => ({
          src: variant.url,
          type: variant.mimeType,
          quality: variant.quality,
        }))}
        poster={video.poster}
        // Offered in the player's captions menu, off until the learner turns them on (as on every video site).
        captions={video.captions.map((track) => ({ src: track.url, srclang: track.lang, label: track.label }))}
        qualityLabel={t("lesson.video.quality")}
        // The length is needed to start at the saved time, so the player shows it before playing.
        preload="metadata"
        startTime={startSeconds}
        onTimeUpdate={(seconds) => saver.moved(seconds)}
        onPause={(seconds) => saver.paused(seconds)}
        // Watched to the end: next time it starts from the beginning.
        onEnded={() => saver.paused(0)}
        errorMessage={t("lesson.video.error")}
        retryLabel={t("errors.retry")}
        loadingLabel={t("lesson.video.loading")}
      />
      {startSeconds > 0 ? (
        <p className="inline-flex items-center gap-2 text-small text-fg-muted">
          <History aria-hidden="true" className="size-4 shrink-0" />
          {t("lesson.video.resumed", { time: formatVideoTime(startSeconds) })}
        </p>
      ) : null}
    </div>
  );
}
