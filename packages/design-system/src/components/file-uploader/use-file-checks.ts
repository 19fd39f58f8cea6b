import { useState } from "react";
import { type DropZoneProps, isFileDropItem } from "react-aria-components";
import type { FileUploaderProps } from "./file-uploader";
import { type FileRejection, validateFiles } from "./validate-files";

type FileChecksOptions = Pick<
  FileUploaderProps,
  | "accept"
  | "maxSizeMb"
  | "maxFiles"
  | "files"
  | "onAdd"
  | "errorMessage"
  | "invalidFormatMessage"
  | "formatTooLarge"
  | "formatTooMany"
>;

function uniqueMessages(rejections: FileRejection[], props: FileChecksOptions): string[] {
  const messages = rejections.map(({ file, reason }) => {
    if (reason === "type") return props.invalidFormatMessage;
    if (reason === "size") return props.formatTooLarge(file.name, props.maxSizeMb ?? 0);
    return props.formatTooMany?.(props.maxFiles ?? 0) ?? "";
  });
  return [...new Set(messages.filter((message) => message !== ""))];
}

/**
 * Files chosen or dropped are checked for type, size and count: the ones that pass go to the host, and the
 * field keeps the messages about the refused ones, with the host's own error after them.
 */
export function useFileChecks(props: FileChecksOptions): {
  messages: string[];
  add: (chosen: File[]) => void;
  onDrop: DropZoneProps["onDrop"];
} {
  const { accept, maxSizeMb, maxFiles, files, onAdd, errorMessage } = props;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const messages = [...uniqueMessages(rejections, props), ...(errorMessage ? [errorMessage] : [])];

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

  return { messages, add, onDrop };
}
