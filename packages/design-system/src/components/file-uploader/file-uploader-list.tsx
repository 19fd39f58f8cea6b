import type { Ref } from "react";
import { useLocale } from "react-aria-components";
import type { FileUploaderProps } from "./file-uploader";
import { FileUploaderItemRow } from "./file-uploader-item";
import { formatFileSize as formatFileSizeInLocale } from "./format-file-size";

type FileUploaderListProps = Pick<
  FileUploaderProps,
  "files" | "listLabel" | "formatRemoveLabel" | "formatProgressLabel" | "formatFileSize" | "isDisabled"
> & {
  listRef: Ref<HTMLUListElement>;
  /** Called with the position and the id of the file the user removes. */
  onRemove: (index: number, id: string) => void;
};

/** The files in the field, each with its size, upload progress and remove button. */
export function FileUploaderList({
  files,
  listRef,
  listLabel,
  formatRemoveLabel,
  formatProgressLabel,
  formatFileSize,
  isDisabled,
  onRemove,
}: FileUploaderListProps) {
  const { locale } = useLocale();
  if (files.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={listLabel} className="flex flex-col gap-2">
      {files.map((file, index) => (
        <FileUploaderItemRow
          key={file.id}
          file={file}
          sizeText={formatFileSize ? formatFileSize(file.size) : formatFileSizeInLocale(file.size, locale)}
          removeLabel={formatRemoveLabel(file.name)}
          progressLabel={formatProgressLabel(file.name)}
          isDisabled={isDisabled}
          onRemove={() => onRemove(index, file.id)}
        />
      ))}
    </ul>
  );
}
