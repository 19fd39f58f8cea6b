import type { ExamSubmit } from "@campus/contract";

/** A file of a sent answer: its name and size (its bytes stay on the server). */
export type SentFile = { name: string; size: number };

import { detectLinkProvider, formatFileSize, linkProviderNames } from "@campus/design-system";
import { ExternalLink, FileText } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnswerText } from "../../answer-text";

/**
 * A sent answer as the reviewer sees it: the text as formatted text to read (paragraphs, lists, emphasis and
 * links, as the editor made it), the links and the names of the files.
 */
export function SentAnswer({ submit }: { submit: Pick<ExamSubmit, "text" | "links"> & { files: SentFile[] } }) {
  const { t, i18n } = useTranslation();
  const textId = useId();
  return (
    <div className="flex flex-col gap-4">
      {submit.text ? (
        <div className="flex flex-col gap-2">
          <h4 id={`sent-text-${textId}`} className="text-small font-semibold">
            {t("finalWork.text.label")}
          </h4>
          <AnswerText html={submit.text} labelledBy={`sent-text-${textId}`} />
        </div>
      ) : null}
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
