import { Upload } from "lucide-react";
import { type ReactNode, useId } from "react";
import { DropZone, FileTrigger } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import type { FileUploaderItem } from "./file-uploader-item";
import { FileUploaderList } from "./file-uploader-list";
import { useFileChecks } from "./use-file-checks";
import { useFocusAfterRemoval } from "./use-focus-after-removal";

export type FileUploaderProps = {
  /** Visible label of the field; it names the group of drop area, button and list. */
  label: ReactNode;
  /** Help under the drop area, e.g. accepted formats and the size limit. */
  description?: ReactNode;
  /** Text in the drop area ("Przeciągnij plik tutaj"); also names the drop target for screen readers. */
  dropLabel: string;
  /** Label of the button that opens the system file picker ("Wybierz plik"). */
  pickLabel: string;
  /** Accepted types: extensions (".pdf"), MIME types or families ("image/*"). Empty accepts any file. */
  accept?: string[];
  /** Largest size of one file in megabytes. */
  maxSizeMb?: number;
  /** How many files the field holds. With 1 the picker chooses a single file. */
  maxFiles?: number;
  /** The files in the field, owned by the host (it uploads them and reports progress). */
  files: FileUploaderItem[];
  /** Called with the files that passed the checks; refused ones are reported in the field instead. */
  onAdd: (files: File[]) => void;
  /** Called with the id of a file the user removes. */
  onRemove: (id: string) => void;
  /** Accessible name of a file's remove button, e.g. `Usuń plik ${fileName}`. */
  formatRemoveLabel: (fileName: string) => string;
  /** Accessible name of a file's progress bar, e.g. `Wysyłanie pliku ${fileName}`. */
  formatProgressLabel: (fileName: string) => string;
  /** Message for a file of a type not in `accept` ('Nieprawidłowy format pliku'). */
  invalidFormatMessage: string;
  /** Message for a file over `maxSizeMb` ('Plik {fileName} jest za duży. Maksymalny rozmiar to {maxSize}MB'). */
  formatTooLarge: (fileName: string, maxSizeMb: number) => string;
  /** Message for files beyond `maxFiles`. Without it such files are refused with no message of their own. */
  formatTooMany?: (maxFiles: number) => string;
  /** Size text of a file. Default: kilobytes or megabytes in the current locale. */
  formatFileSize?: (bytes: number) => string;
  /** Accessible name of the list of files ("Dodane pliki"). */
  listLabel: string;
  /** A field-level error from the host, e.g. "Dodaj co najmniej jeden plik" on submit. */
  errorMessage?: string;
  /** Refuses new files and removals, e.g. while the work is being sent. */
  isDisabled?: boolean;
  /** Extra classes for the whole field (label, drop zone and file list). */
  className?: string;
};

const dropZoneClass = (isInvalid: boolean) =>
  cn(
    "flex flex-col items-center gap-3 rounded-card border-2 border-dashed border-border-strong bg-surface px-4 py-6 text-center",
    "transition-colors duration-150 motion-reduce:transition-none",
    "data-[drop-target]:border-solid data-[drop-target]:border-accent data-[drop-target]:bg-accent-subtle",
    "data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus",
    "data-[disabled]:border-fg-disabled data-[disabled]:bg-surface-sunken",
    isInvalid && "border-danger",
    "forced-colors:border-[CanvasText] forced-colors:data-[drop-target]:border-[Highlight]",
  );

/**
 * The final-work file field: drop files on the area or choose them with the button, see each file with its
 * size and upload progress, and remove it. Files are checked for type, size and count before they reach
 * the host; refused files are announced at once (an alert) and the messages describe the pick button.
 * A keyboard user can also paste files while the drop area has focus.
 */
export function FileUploader(props: FileUploaderProps) {
  const { label, description, dropLabel, pickLabel, accept, maxFiles, files, onRemove, isDisabled, className } = props;
  const descriptionId = useId();
  const errorId = useId();
  const { messages, add, onDrop } = useFileChecks(props);
  const { listRef, groupRef, noteRemoval } = useFocusAfterRemoval(files);
  const isInvalid = messages.length > 0;
  const describedBy = [description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(" ");

  return (
    <fieldset
      ref={groupRef}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      data-invalid={isInvalid || undefined}
    >
      <legend className="mb-3 text-small font-semibold text-fg">{label}</legend>
      <DropZone
        data-slot="drop-zone"
        aria-label={dropLabel}
        isDisabled={isDisabled}
        onDrop={onDrop}
        className={dropZoneClass(isInvalid)}
      >
        <Upload aria-hidden="true" className="size-8 text-fg-muted" />
        <p className="text-body text-fg">{dropLabel}</p>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={maxFiles !== 1}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button
            data-pick-files=""
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {pickLabel}
          </Button>
        </FileTrigger>
        {description ? (
          <p id={descriptionId} className="text-small text-fg-muted">
            {description}
          </p>
        ) : null}
      </DropZone>
      <div id={errorId} role="alert" className="flex flex-col gap-1 empty:hidden">
        {messages.map((message) => (
          <p key={message} className="text-small font-medium text-danger">
            {message}
          </p>
        ))}
      </div>
      <FileUploaderList
        {...props}
        listRef={listRef}
        onRemove={(index, id) => {
          noteRemoval(index);
          onRemove(id);
        }}
      />
    </fieldset>
  );
}
