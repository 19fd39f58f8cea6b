import { useEffect, useRef, useState } from "react";
import type { VideoPlayerProps, VideoSource } from "./video-player";

type PlaybackOptions = Pick<
  VideoPlayerProps,
  "sources" | "quality" | "defaultQuality" | "onQualityChange" | "startTime" | "onTimeUpdate" | "onRetry"
>;

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
 * The quality the video plays in, its files, the start time, the position reports and the error and
 * buffering states, with the handlers the <video> element calls.
 */
export function useVideoPlayback({
  sources,
  quality,
  defaultQuality,
  onQualityChange,
  startTime,
  onTimeUpdate,
  onRetry,
}: PlaybackOptions) {
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

  return {
    videoRef,
    errorRef,
    qualities,
    activeQuality,
    activeSources,
    hasError,
    isBuffering,
    setBuffering,
    changeQuality,
    resume,
    reportTime,
    retry,
    fail,
  };
}

export type VideoPlayback = ReturnType<typeof useVideoPlayback>;
