import { useEffect, useRef, useState } from "react";

/** Full screen of one element: whether the browser allows it, whether the element is in it, and the toggle. */
export function useFullscreen<T extends HTMLElement>() {
  const rootRef = useRef<T>(null);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    setCanFullscreen(Boolean(document.fullscreenEnabled && rootRef.current?.requestFullscreen));
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen();
  };

  return { rootRef, canFullscreen, isFullscreen, toggleFullscreen };
}
