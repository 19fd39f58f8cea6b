import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";
import type { VideoPlayback } from "./use-video-playback";
import { VideoError } from "./video-error";
import type { VideoPlayerProps } from "./video-player";

type VideoScreenProps = Pick<
  VideoPlayerProps,
  "poster" | "captions" | "preload" | "errorMessage" | "retryLabel" | "loadingLabel" | "onEnded" | "onPause"
> & {
  headingId: string;
  playback: VideoPlayback;
};

/** The video itself with its files and captions, the buffering indicator and the error state with retry. */
export function VideoScreen({
  headingId,
  playback,
  poster,
  captions = [],
  preload,
  errorMessage,
  retryLabel,
  loadingLabel,
  onEnded,
  onPause,
}: VideoScreenProps) {
  const { videoRef, errorRef, activeSources, hasError, isBuffering, setBuffering, fail } = playback;
  return (
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
        onLoadedMetadata={playback.resume}
        onTimeUpdate={playback.reportTime}
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
        <VideoError errorRef={errorRef} message={errorMessage} retryLabel={retryLabel} onRetry={playback.retry} />
      ) : null}
    </div>
  );
}
