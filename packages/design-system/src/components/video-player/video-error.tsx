import { AlertTriangle, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../button/button";

type VideoErrorProps = {
  errorRef: Ref<HTMLDivElement>;
  message: string;
  retryLabel: string;
  onRetry: () => void;
};

/** Covers the video when no file could be played, with the retry button. */
export function VideoError({ errorRef, message, retryLabel, onRetry }: VideoErrorProps) {
  return (
    <div
      ref={errorRef}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-raised p-4 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 shrink-0 text-danger" />
      <p role="alert" className="max-w-md text-body text-fg">
        {message}
      </p>
      <Button variant="secondary" icon={<RotateCcw />} onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
