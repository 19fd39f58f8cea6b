import { type RefObject, useState } from "react";
import type { VideoPlayerProps, VideoSource } from "./video-player";

type VideoQualityOptions = Pick<VideoPlayerProps, "sources" | "quality" | "defaultQuality" | "onQualityChange">;

/** Where playback was, and whether it was playing, when the quality switched. */
export type SavedPlayback = { time: number; playing: boolean };

function uniqueQualities(sources: readonly VideoSource[]): string[] {
  return [...new Set(sources.map((source) => source.quality))];
}

/**
 * The quality played (controlled or its own) and its files. A switch saves the position and the playing
 * state, for the video to resume once the new files are loaded.
 */
export function useVideoQuality(
  { sources, quality, defaultQuality, onQualityChange }: VideoQualityOptions,
  videoRef: RefObject<HTMLVideoElement | null>,
  resumeRef: RefObject<SavedPlayback | null>,
) {
  const qualities = uniqueQualities(sources);
  const [ownQuality, setOwnQuality] = useState(defaultQuality ?? qualities[0]);
  const activeQuality = quality ?? (ownQuality && qualities.includes(ownQuality) ? ownQuality : qualities[0]);
  const activeSources = sources.filter((source) => source.quality === activeQuality);

  const changeQuality = (next: string) => {
    if (next === activeQuality) return;
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeRef.current = { time: video.currentTime, playing: !video.paused };
    if (quality === undefined) setOwnQuality(next);
    onQualityChange?.(next);
  };

  return { qualities, activeQuality, activeSources, changeQuality };
}
