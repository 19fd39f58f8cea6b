export { FileUploader, type FileUploaderProps } from "./file-uploader";
export type { FileUploaderItem } from "./file-uploader-item";
export { formatFileSize } from "./format-file-size";
export {
  type FileLike,
  type FileLimits,
  type FileRejection,
  type FileRejectionReason,
  type FileValidation,
  isAcceptedType,
  validateFiles,
} from "./validate-files";
