import { useId } from "react";
import { cn } from "../../lib/cn";
import { Select } from "../select/select";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { useVideoPlayback } from "./use-video-playback";
import { VideoScreen } from "./video-screen";

/** One file of the lesson video. Several files of one quality (e.g. WebM and MP4) are tried in order. */
export type VideoSource = {
  /** Address of the file, e.g. "/api/media/lesson-720p.mp4". */
  src: string;
  /** MIME type, e.g. `video/mp4`, so the browser skips files it cannot play without fetching them. */
  type: string;
  /** The quality the file belongs to, e.g. '360p'; also the switcher's choice. */
  quality: string;
};

/** A captions file (WebVTT). */
export type VideoCaptionTrack = {
  /** Address of the WebVTT file. */
  src: string;
  /** Language of the captions, e.g. `pl`. */
  srclang: string;
  /** Name in the player's captions menu, e.g. 'Polski'. */
  label: string;
  /** Captions shown from the start. */
  default?: boolean;
};

export type VideoPlayerProps = {
  /** Visible heading that also names the video. */
  title: string;
  /** The heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The video files; qualities appear in the switcher in the order of their first file. */
  sources: readonly VideoSource[];
  /** Picture shown before playing. */
  poster?: string;
  /** Caption tracks (WebVTT) per language; the browser's captions button picks among them. */
  captions?: readonly VideoCaptionTrack[];
  /** Controlled quality. */
  quality?: string;
  /** The first quality when uncontrolled; default: the first in `sources`. */
  defaultQuality?: string;
  /** Called with the quality the learner switched to, e.g. "720p"; playback keeps its position. */
  onQualityChange?: (quality: string) => void;
  /** Label of the quality switcher, e.g. 'Jakość'. The switcher shows only with it and two qualities or more. */
  qualityLabel?: string;
  /** How much to fetch before play. `none` keeps the poster and fetches nothing until the learner plays. */
  preload?: "none" | "metadata" | "auto";
  /** Shown when no file could be played, e.g. 'Nie udało się wczytać wideo.'. */
  errorMessage: string;
  /** The retry button, e.g. 'Spróbuj ponownie'. */
  retryLabel: string;
  /** Called by the retry button; the player reloads the video itself. */
  onRetry?: () => void;
  /** Announced while playback waits for data, e.g. 'Ładowanie wideo…'; also the skeleton's status. */
  loadingLabel?: string;
  /** Shows a skeleton while the lesson data loads. */
  isLoading?: boolean;
  /** Called when the video plays to the end. */
  onEnded?: () => void;
  /**
   * Where playback starts, in seconds, e.g. where the learner left off on this or another device. It is
   * applied as soon as the video's length is known (at once when it already is, should it change), kept
   * within the video, and never again once applied: a quality switch keeps the learner's own position.
   */
  startTime?: number;
  /**
   * Reports the playback position in seconds as it moves: several times a second while playing, and after
   * a seek. Not while the start time or a quality switch is still being applied, when the browser passes
   * through 0.
   */
  onTimeUpdate?: (seconds: number) => void;
  /** Called when playback pauses (also just before it ends), with the position in seconds. */
  onPause?: (seconds: number) => void;
  /** Extra classes for the player's section, e.g. a maximum width. */
  className?: string;
};

/**
 * The lesson video: the browser's own accessible controls (play, seek, volume, captions, full screen),
 * with the files of one quality at a time, an optional quality switcher that keeps the position and the
 * playing state, a buffering indicator and an error state with retry. It can start at a given time and
 * reports the playback position, so a lesson can resume where the learner left off.
 */
export function VideoPlayer({
  title,
  headingLevel = 2,
  preload = "metadata",
  loadingLabel,
  isLoading = false,
  className,
  ...rest
}: VideoPlayerProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const playback = useVideoPlayback(rest);
  const { qualities, activeQuality, changeQuality } = playback;
  const { qualityLabel } = rest;

  return (
    <section aria-labelledby={headingId} className={cn("flex w-full min-w-0 flex-col gap-3 text-fg", className)}>
      <Heading id={headingId} className="text-lead font-semibold break-words">
        {title}
      </Heading>
      {isLoading ? (
        <SkeletonRegion label={loadingLabel ?? ""}>
          <Skeleton shape="block" className="aspect-video h-auto" />
        </SkeletonRegion>
      ) : (
        <>
          <VideoScreen
            {...rest}
            headingId={headingId}
            playback={playback}
            preload={preload}
            loadingLabel={loadingLabel}
          />
          {qualityLabel && qualities.length > 1 ? (
            <Select
              label={qualityLabel}
              options={qualities.map((id) => ({ id, label: id }))}
              selectedKey={activeQuality ?? null}
              onSelectionChange={(key) => {
                if (key !== null) changeQuality(String(key));
              }}
              className="w-40 self-end"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
