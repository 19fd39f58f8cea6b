import type { ReviewWork } from "@campus/contract";
import { Download, ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FileFacts } from "./file-facts";
import { fileViewOf } from "./file-view";
import { PdfPreview } from "./pdf-preview";
import { reviewFileAddress } from "./work-address";

type WorkFile = ReviewWork["files"][number];

const linkLook =
  "inline-flex items-center gap-1.5 font-semibold text-accent-text underline outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus";

/** The file opened in a tab of its own, from the API's address (the reviewer's session goes with it). */
function OpenInTab({ address, name }: { address: string; name: string }) {
  const { t } = useTranslation();
  return (
    <a href={address} target="_blank" rel="noopener noreferrer" className={`${linkLook} text-small`}>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-all">{t("review.work.files.open", { name })}</span>
      <span className="sr-only"> ({t("review.work.newTab")})</span>
    </a>
  );
}

/**
 * One file of the answer as the reviewer needs it: an image in place (its alt text names the file), a PDF in
 * place in a frame with a title, any other file as a download; each with its kind and size.
 */
function WorkFileView({ workId, file }: { workId: string; file: WorkFile }) {
  const { t } = useTranslation();
  const address = reviewFileAddress(workId, file._id);
  const view = fileViewOf(file.mimeType);
  const caption = (
    <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-all">{file.name}</span>
        <FileFacts file={file} />
      </div>
      {view === "download" ? null : <OpenInTab address={address} name={file.name} />}
    </div>
  );
  if (view === "image") {
    return (
      <figure className="flex flex-col gap-3 rounded-control border border-border bg-surface p-3">
        <img
          src={address}
          alt={t("review.work.files.imageAlt", { name: file.name })}
          className="h-auto max-h-[32rem] w-auto max-w-full self-start rounded-control object-contain"
        />
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  if (view === "pdf") {
    return (
      <figure className="flex flex-col gap-3 rounded-control border border-border bg-surface p-3">
        {/* The browser's own PDF viewer, from the API's address; the link beside it opens it whole. */}
        <PdfPreview src={address} title={t("review.work.files.pdfTitle", { name: file.name })} />
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-control border border-border bg-surface p-3">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a href={address} download={file.name} className={linkLook}>
          <Download aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-all">{t("review.work.files.download", { name: file.name })}</span>
        </a>
        <FileFacts file={file} />
      </div>
    </div>
  );
}

/** The answer's files, in the order the learner sent them. */
export function WorkFiles({ workId, files }: { workId: string; files: readonly WorkFile[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {files.map((file) => (
        <li key={file._id}>
          <WorkFileView workId={workId} file={file} />
        </li>
      ))}
    </ul>
  );
}
