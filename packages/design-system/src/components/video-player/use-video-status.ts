import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether the video waits for data or failed, with the retry. New files (a quality switch) are loaded
 * afresh, since changing <source> children does not reload a video by itself.
 */
export function useVideoStatus(
  videoRef: RefObject<HTMLVideoElement | null>,
  sourceKey: string,
  onRetry: (() => void) | undefined,
) {
  const errorRef = useRef<HTMLDivElement>(null);
  const retriedRef = useRef(false);
  const [hasError, setError] = useState(false);
  const [isBuffering, setBuffering] = useState(false);
  const loadedKey = useRef(sourceKey);

  useEffect(() => {
    if (loadedKey.current === sourceKey) return;
    loadedKey.current = sourceKey;
    setError(false);
    videoRef.current?.load();
  }, [sourceKey, videoRef]);

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
  }, [hasError, videoRef]);

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

  return { errorRef, hasError, isBuffering, setBuffering, retry, fail };
}
