import { type RefObject, useEffect, useRef } from "react";

/** Moves a video whose length is known to the pending start time (kept within the video), once. */
export function seekToStart(video: HTMLVideoElement, startRef: { current: number | null }) {
  const start = startRef.current;
  if (start === null) return;
  startRef.current = null;
  video.currentTime = Number.isFinite(video.duration) ? Math.min(start, video.duration) : start;
}

/**
 * The start time still to apply, or null once applied. A new start time is applied once the video's length
 * is known: at once if it already is.
 */
export function useStartTime(videoRef: RefObject<HTMLVideoElement | null>, startTime: number | undefined) {
  const startRef = useRef<number | null>(startTime && startTime > 0 ? startTime : null);

  useEffect(() => {
    startRef.current = startTime && startTime > 0 ? startTime : null;
    const video = videoRef.current;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) seekToStart(video, startRef);
  }, [startTime, videoRef]);

  return startRef;
}
