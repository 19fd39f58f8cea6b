import { AlertTriangle, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { Select } from "../select/select";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { Spinner } from "../spinner/spinner";

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

function uniqueQualities(sources: readonly VideoSource[]): string[] {
  return [...new Set(sources.map((source) => source.quality))];
}

/** Moves a video whose length is known to the pending start time (kept within the video), once. */
function seekToStart(video: HTMLVideoElement, startRef: { current: number | null }) {
  const start = startRef.current;
  if (start === null) return;
  startRef.current = null;
  video.currentTime = Number.isFinite(video.duration) ? Math.min(start, video.duration) : start;
}

/**
 * The lesson video: the browser's own accessible controls (play, seek, volume, captions, full screen),
 * with the files of one quality at a time, an optional quality switcher that keeps the position and the
 * playing state, a buffering indicator and an error state with retry. It can start at a given time and
 * reports the playback position, so a lesson can resume where the learner left off.
 */
export function VideoPlayer({
  title,
  headingLevel = 2,
  sources,
  poster,
  captions = [],
  quality,
  defaultQuality,
  onQualityChange,
  qualityLabel,
  preload = "metadata",
  errorMessage,
  retryLabel,
  onRetry,
  loadingLabel,
  isLoading = false,
  onEnded,
  startTime,
  onTimeUpdate,
  onPause,
  className,
}: VideoPlayerProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const videoRef = useRef<HTMLVideoElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const resumeRef = useRef<{ time: number; playing: boolean } | null>(null);
  const startRef = useRef<number | null>(startTime && startTime > 0 ? startTime : null);
  const retriedRef = useRef(false);
  const qualities = uniqueQualities(sources);
  const [ownQuality, setOwnQuality] = useState(defaultQuality ?? qualities[0]);
  const activeQuality = quality ?? (ownQuality && qualities.includes(ownQuality) ? ownQuality : qualities[0]);
  const activeSources = sources.filter((source) => source.quality === activeQuality);
  const [hasError, setError] = useState(false);
  const [isBuffering, setBuffering] = useState(false);
  const sourceKey = activeSources.map((source) => source.src).join(" ");
  const loadedKey = useRef(sourceKey);

  // Changing <source> children does not reload a video by itself.
  useEffect(() => {
    if (loadedKey.current === sourceKey) return;
    loadedKey.current = sourceKey;
    setError(false);
    videoRef.current?.load();
  }, [sourceKey]);

  // The retry button disappears when pressed: focus goes to the video, or to the new retry button if the
  // retry fails too, instead of being lost.
  useEffect(() => {
    if (!retriedRef.current) return;
    if (hasError) {
      retriedRef.current = false;
      errorRef.current?.querySelector("button")?.focus();
    } else {
      videoRef.current?.focus();
    }
  }, [hasError]);

  // A new start time is applied once the video's length is known: at once if it already is.
  useEffect(() => {
    startRef.current = startTime && startTime > 0 ? startTime : null;
    const video = videoRef.current;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) seekToStart(video, startRef);
  }, [startTime]);

  const changeQuality = (next: string) => {
    if (next === activeQuality) return;
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeRef.current = { time: video.currentTime, playing: !video.paused };
    if (quality === undefined) setOwnQuality(next);
    onQualityChange?.(next);
  };

  const resume = () => {
    const video = videoRef.current;
    if (!video) return;
    const saved = resumeRef.current;
    if (!saved) {
      seekToStart(video, startRef);
      return;
    }
    resumeRef.current = null;
    // The learner's own position wins over a start time not applied yet.
    startRef.current = null;
    video.currentTime = saved.time;
    if (saved.playing) void video.play().catch(() => undefined);
  };

  const reportTime = () => {
    const video = videoRef.current;
    if (!video || !onTimeUpdate || resumeRef.current || startRef.current !== null) return;
    onTimeUpdate(video.currentTime);
  };

  const retry = () => {
    retriedRef.current = true;
    setError(false);
    videoRef.current?.load();
    onRetry?.();
  };

  const fail = () => {
    setBuffering(false);
    setError(true);
  };

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
          <div className="relative aspect-video w-full overflow-hidden rounded-card border border-border bg-surface-sunken forced-colors:border-[CanvasText]">
            {/* biome-ignore lint/a11y/useMediaCaption: the caption tracks come from the `captions` prop */}
            <video
              ref={videoRef}
              aria-labelledby={headingId}
              controls
              playsInline
              preload={preload}
              poster={poster}
              inert={hasError}
              // React passes <source> errors up to the video too; only the video's own (decoding) error counts here.
              onError={(event) => {
                if (event.target === event.currentTarget) fail();
              }}
              onWaiting={() => setBuffering(true)}
              onPlaying={() => setBuffering(false)}
              onCanPlay={() => setBuffering(false)}
              onLoadedMetadata={resume}
              onTimeUpdate={reportTime}
              onPause={(event) => onPause?.(event.currentTarget.currentTime)}
              onEnded={onEnded}
              className={cn("block size-full", hasError && "invisible")}
            >
              {activeSources.map((source, index) => (
                <source
                  key={source.src}
                  src={source.src}
                  type={source.type}
                  // Every file of the quality failed once the last one fails.
                  onError={index === activeSources.length - 1 ? fail : undefined}
                />
              ))}
              {captions.map((track) => (
                <track
                  key={track.src}
                  kind="captions"
                  src={track.src}
                  srcLang={track.srclang}
                  label={track.label}
                  default={track.default}
                />
              ))}
            </video>
            {isBuffering && !hasError ? (
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                <span className="inline-flex rounded-full bg-surface-raised p-3 text-fg shadow-lg border-edge border-border">
                  <Spinner label={loadingLabel} className="size-8" />
                </span>
              </div>
            ) : null}
            {hasError ? (
              <div
                ref={errorRef}
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-raised p-4 text-center"
              >
                <AlertTriangle aria-hidden="true" className="size-8 shrink-0 text-danger" />
                <p role="alert" className="max-w-md text-body text-fg">
                  {errorMessage}
                </p>
                <Button variant="secondary" icon={<RotateCcw />} onPress={retry}>
                  {retryLabel}
                </Button>
              </div>
            ) : null}
          </div>
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
