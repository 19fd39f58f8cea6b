import { FileText, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../button/button";
import { ProgressBar } from "../progress-bar/progress-bar";

/** A file in the uploader's list. The host owns the list: it uploads and reports the progress. */
export type FileUploaderItem = {
  /** Stable id the host uses to remove or update the file. */
  id: string;
  /** The file name shown in the row, e.g. "praca-koncowa.pdf". */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Upload progress from 0 to 100. Without it no bar is shown (the file is waiting or already uploaded). */
  progress?: number;
  /** Why this file failed on the server, e.g. an upload error; shown under the file. */
  errorMessage?: string;
};

type FileUploaderItemRowProps = {
  /** The file: its name, size, upload progress and any server error. */
  file: FileUploaderItem;
  /** The formatted size, e.g. "1,2 MB". */
  sizeText: string;
  /** Accessible name of the remove button, e.g. "Usuń plik praca.pdf". */
  removeLabel: string;
  /** Accessible name of the progress bar, e.g. "Wysyłanie pliku praca.pdf". */
  progressLabel: string;
  /** Disables the remove button (the whole field is disabled). */
  isDisabled?: boolean;
  /** Called by the remove button. */
  onRemove: () => void;
};

/** One row of the list: name, size, progress and a remove button named after the file. */
export function FileUploaderItemRow({
  file,
  sizeText,
  removeLabel,
  progressLabel,
  isDisabled,
  onRemove,
}: FileUploaderItemRowProps) {
  const errorId = useId();
  return (
    <li
      className="flex items-start gap-3 rounded-control border border-border bg-surface-raised p-3 data-[invalid]:border-2 data-[invalid]:border-danger"
      data-invalid={file.errorMessage ? true : undefined}
    >
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="min-w-0 text-body font-medium break-words text-fg">{file.name}</span>
          <span className="shrink-0 text-small text-fg-muted tabular-nums">{sizeText}</span>
        </div>
        {file.progress !== undefined ? (
          <ProgressBar aria-label={progressLabel} value={file.progress} size="sm" showValueLabel={false} />
        ) : null}
        {file.errorMessage ? (
          <p id={errorId} className="text-small font-medium text-danger">
            {file.errorMessage}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        icon={<X />}
        aria-label={removeLabel}
        aria-describedby={file.errorMessage ? errorId : undefined}
        data-remove-file=""
        isDisabled={isDisabled}
        onPress={onRemove}
        className="-my-1 shrink-0 text-fg"
      />
    </li>
  );
}
