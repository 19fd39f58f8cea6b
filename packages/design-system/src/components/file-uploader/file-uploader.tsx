import { Upload } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { DropZone, type DropZoneProps, FileTrigger, isFileDropItem, useLocale } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { type FileUploaderItem, FileUploaderItemRow } from "./file-uploader-item";
import { formatFileSize as formatFileSizeInLocale } from "./format-file-size";
import { type FileRejection, validateFiles } from "./validate-files";

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

function uniqueMessages(
  rejections: FileRejection[],
  props: Pick<
    FileUploaderProps,
    "invalidFormatMessage" | "formatTooLarge" | "formatTooMany" | "maxSizeMb" | "maxFiles"
  >,
): string[] {
  const messages = rejections.map(({ file, reason }) => {
    if (reason === "type") return props.invalidFormatMessage;
    if (reason === "size") return props.formatTooLarge(file.name, props.maxSizeMb ?? 0);
    return props.formatTooMany?.(props.maxFiles ?? 0) ?? "";
  });
  return [...new Set(messages.filter((message) => message !== ""))];
}

/**
 * The final-work file field: drop files on the area or choose them with the button, see each file with its
 * size and upload progress, and remove it. Files are checked for type, size and count before they reach
 * the host; refused files are announced at once (an alert) and the messages describe the pick button.
 * A keyboard user can also paste files while the drop area has focus.
 */
export function FileUploader(props: FileUploaderProps) {
  const {
    label,
    description,
    dropLabel,
    pickLabel,
    accept,
    maxSizeMb,
    maxFiles,
    files,
    onAdd,
    onRemove,
    formatRemoveLabel,
    formatProgressLabel,
    formatFileSize,
    listLabel,
    errorMessage,
    isDisabled,
    className,
  } = props;
  const { locale } = useLocale();
  const descriptionId = useId();
  const errorId = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const removedIndex = useRef<number | null>(null);

  const messages = [...uniqueMessages(rejections, props), ...(errorMessage ? [errorMessage] : [])];
  const isInvalid = messages.length > 0;

  const add = (chosen: File[]) => {
    const { accepted, rejected } = validateFiles(chosen, {
      accept,
      maxSizeMb,
      maxFiles,
      currentCount: files.length,
    });
    setRejections(rejected);
    if (accepted.length > 0) onAdd(accepted);
  };

  const onDrop: DropZoneProps["onDrop"] = async (event) => {
    const dropped = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    add(dropped);
  };

  // After a removal the host re-renders the list; focus moves to the next file's remove button, or the
  // pick button when the list is empty, so keyboard users do not fall back to the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run when the host has re-rendered the list.
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove-file]") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? groupRef.current?.querySelector<HTMLButtonElement>("[data-pick-files]"))?.focus();
  }, [files]);

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
        className={cn(
          "flex flex-col items-center gap-3 rounded-card border-2 border-dashed border-border-strong bg-surface px-4 py-6 text-center",
          "transition-colors duration-150 motion-reduce:transition-none",
          "data-[drop-target]:border-solid data-[drop-target]:border-accent data-[drop-target]:bg-accent-subtle",
          "data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus",
          "data-[disabled]:border-fg-disabled data-[disabled]:bg-surface-sunken",
          isInvalid && "border-danger",
          "forced-colors:border-[CanvasText] forced-colors:data-[drop-target]:border-[Highlight]",
        )}
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
      {files.length > 0 ? (
        <ul ref={listRef} aria-label={listLabel} className="flex flex-col gap-2">
          {files.map((file, index) => (
            <FileUploaderItemRow
              key={file.id}
              file={file}
              sizeText={formatFileSize ? formatFileSize(file.size) : formatFileSizeInLocale(file.size, locale)}
              removeLabel={formatRemoveLabel(file.name)}
              progressLabel={formatProgressLabel(file.name)}
              isDisabled={isDisabled}
              onRemove={() => {
                removedIndex.current = index;
                onRemove(file.id);
              }}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
