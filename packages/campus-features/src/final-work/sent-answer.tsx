import type { ExamSubmit } from "@campus/contract";

/** A file of a sent answer: its name and size (its bytes stay on the server). */
export type SentFile = { name: string; size: number };

import { detectLinkProvider, formatFileSize, linkProviderNames } from "@campus/design-system";
import { ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useEditorTexts } from "./editor-texts";
import { TextEditor } from "./lazy-text-editor";

/**
 * A sent answer as the reviewer sees it: the text (read only, through the editor, whose schema keeps only
 * paragraphs, lists, emphasis and links), the links and the names of the files.
 */
export function SentAnswer({ submit }: { submit: Pick<ExamSubmit, "text" | "links"> & { files: SentFile[] } }) {
  const { t, i18n } = useTranslation();
  const texts = useEditorTexts();
  return (
    <div className="flex flex-col gap-4">
      {submit.text ? <TextEditor label={t("finalWork.text.label")} value={submit.text} isReadOnly {...texts} /> : null}
      {submit.links.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-small font-semibold">{t("finalWork.links.label")}</h4>
          <ul className="flex flex-col gap-2">
            {submit.links.map((url) => {
              const provider = detectLinkProvider(url);
              return (
                <li key={url} className="flex min-w-0 items-center gap-2">
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="min-w-0 break-all text-accent-text underline outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {url}
                  </a>
                  {provider ? (
                    <span className="shrink-0 text-small text-fg-muted">{linkProviderNames[provider]}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {submit.files.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-small font-semibold">{t("finalWork.files.label")}</h4>
          <ul className="flex flex-col gap-2">
            {submit.files.map((file, index) => (
              <li
                // A sent answer never changes and two of its files may share a name: the position is the identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={`${index}-${file.name}`}
                className="flex items-center gap-3 rounded-control border border-border bg-surface p-3 text-small"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                <span className="min-w-0 flex-1 font-medium break-words">{file.name}</span>
                <span className="shrink-0 text-fg-muted tabular-nums">{formatFileSize(file.size, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
