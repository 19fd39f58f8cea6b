import { useRef } from "react";
import { seekToStart, useStartTime } from "./use-start-time";
import { type SavedPlayback, useVideoQuality } from "./use-video-quality";
import { useVideoStatus } from "./use-video-status";
import type { VideoPlayerProps } from "./video-player";

type PlaybackOptions = Pick<
  VideoPlayerProps,
  "sources" | "quality" | "defaultQuality" | "onQualityChange" | "startTime" | "onTimeUpdate" | "onRetry"
>;

/**
 * The quality the video plays in, its files, the start time, the position reports and the error and
 * buffering states, with the handlers the <video> element calls.
 */
export function useVideoPlayback({ startTime, onTimeUpdate, onRetry, ...qualityOptions }: PlaybackOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeRef = useRef<SavedPlayback | null>(null);
  const quality = useVideoQuality(qualityOptions, videoRef, resumeRef);
  const sourceKey = quality.activeSources.map((source) => source.src).join(" ");
  const status = useVideoStatus(videoRef, sourceKey, onRetry);
  const startRef = useStartTime(videoRef, startTime);

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

  return { videoRef, ...quality, ...status, resume, reportTime };
}

export type VideoPlayback = ReturnType<typeof useVideoPlayback>;
