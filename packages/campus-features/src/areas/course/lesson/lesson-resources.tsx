import type { Resource } from "@campus/contract";
import { Button, formatFileSize } from "@campus/design-system";
import { Download, FileArchive, FileText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FileAnswer } from "../../../api";
import { errorMessage, useCampusClient } from "../../../data";
import { saveFile } from "../../../downloads";
import { useDemoOnly } from "../../../session";
import { useToasts } from "../../../toasts";
import type { LessonTarget } from "./lesson-target";

/** "notatki.txt" -> "TXT": the kind of file, as its name says. */
const fileType = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toUpperCase() : "");

/**
 * The lesson's files: each one to download, and all of them at once as a zip. A button shows its download
 * under way; the file is saved under the server's name; a failed download says so in a toast.
 */
export function LessonResources({ resources, target }: { resources: readonly Resource[]; target: LessonTarget }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const client = useCampusClient();
  const toasts = useToasts();
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const demoOnly = useDemoOnly();
  const ZIP = "zip";

  // Downloads are behind the demo flag: a demo account is told so instead.
  const download = (key: string, fetchFile: () => Promise<FileAnswer>) =>
    demoOnly.guard(() => void save(key, fetchFile));
  const save = async (key: string, fetchFile: () => Promise<FileAnswer>) => {
    setDownloading((before) => new Set(before).add(key));
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toasts.error(errorMessage(error, t, "lesson.resources.error"));
    } finally {
      setDownloading((before) => {
        const after = new Set(before);
        after.delete(key);
        return after;
      });
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lead font-semibold text-fg">
          {t("lesson.resources.heading")}
        </h3>
        {resources.length > 1 ? (
          <Button
            variant="secondary"
            icon={<FileArchive />}
            isPending={downloading.has(ZIP)}
            onPress={() =>
              void download(ZIP, () =>
                client.call("downloadResources", {
                  lessonId: target.lessonId,
                  ...(target.sublessonId ? { sublessonId: target.sublessonId } : {}),
                }),
              )
            }
          >
            {t("lesson.resources.downloadAll")}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
        {resources.map((resource) => (
          <li key={resource._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words text-fg">{resource.name}</span>
              <span className="text-small text-fg-muted">
                {[fileType(resource.name), formatFileSize(resource.size, i18n.language)].filter(Boolean).join(" · ")}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              icon={<Download />}
              aria-label={t("lesson.resources.downloadNamed", { name: resource.name })}
              isPending={downloading.has(resource._id)}
              onPress={() => void download(resource._id, () => client.call("downloadResource", { id: resource._id }))}
            >
              {t("lesson.resources.download")}
            </Button>
          </li>
        ))}
      </ul>
      {demoOnly.modal}
    </section>
  );
}
