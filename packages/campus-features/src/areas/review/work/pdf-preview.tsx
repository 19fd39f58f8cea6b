import { useEffect, useRef } from "react";

/** How long after a Tab key in the page a move of focus into the viewer is the reviewer's own. */
const TAB_MOVE_MS = 500;

/**
 * The browser's own PDF viewer in a frame. Chromium's viewer takes focus when its document is ready, which may be
 * seconds after the page opened, while the reviewer is typing feedback: focus that the reviewer did not move into
 * the frame (by Tab, or with the pointer over it) goes back where it was.
 */
export function PdfPreview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let last: HTMLElement | null = null;
    let tabbedAt = Number.NEGATIVE_INFINITY;
    let pointerOver = false;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== element) last = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") tabbedAt = performance.now();
    };
    const onEnter = () => {
      pointerOver = true;
    };
    const onLeave = () => {
      pointerOver = false;
    };
    // The page loses focus to the frame: the window's blur, with the frame as the active element.
    const onBlur = () => {
      queueMicrotask(() => {
        if (document.activeElement !== element) return;
        if (pointerOver || performance.now() - tabbedAt < TAB_MOVE_MS) return;
        if (last?.isConnected) last.focus({ preventScroll: true });
      });
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown, true);
    element.addEventListener("pointerenter", onEnter);
    element.addEventListener("pointerleave", onLeave);
    window.addEventListener("blur", onBlur);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown, true);
      element.removeEventListener("pointerenter", onEnter);
      element.removeEventListener("pointerleave", onLeave);
      window.removeEventListener("blur", onBlur);
    };
  }, []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="h-[28rem] w-full rounded-control border border-border bg-surface-raised"
    />
  );
}
