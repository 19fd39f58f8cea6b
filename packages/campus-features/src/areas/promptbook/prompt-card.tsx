import type { PromptbookItem } from "@campus/contract";
import { Button, LinkButton } from "@campus/design-system";
import { ArrowRight, Copy, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { longDate } from "../../i18n";
import { lessonHref } from "./prompt-search";

/**
 * One saved prompt: the lesson and course it came from (its title names the card), when it was saved, the
 * prompt's full text as written, and copy, delete and a way back to the lesson.
 */
export function PromptCard({
  item,
  onCopy,
  onDelete,
}: {
  item: PromptbookItem;
  onCopy: (item: PromptbookItem) => void;
  onDelete: (item: PromptbookItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const saved = longDate(i18n.language, new Date(item.createdAt));
  const { source } = item;

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface-raised p-4 shadow-sm sm:p-5"
    >
      <header className="flex min-w-0 flex-col gap-1">
        {source ? <p className="text-small font-semibold break-words text-fg-muted">{source.courseTitle}</p> : null}
        <h3 id={titleId} className="text-heading font-semibold text-balance break-words text-fg">
          {source ? source.lessonTitle : t("promptbook.card.noLesson")}
        </h3>
        <p className="text-small text-fg-muted">
          {t("promptbook.card.saved")} <time dateTime={item.createdAt}>{saved}</time>
        </p>
      </header>
      <p className="rounded-control border border-border bg-surface-sunken p-3 text-body whitespace-pre-wrap break-words text-fg">
        {item.prompt}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" icon={<Copy />} onPress={() => onCopy(item)}>
          {t("promptbook.card.copy")}
        </Button>
        <Button variant="ghost" size="sm" icon={<Trash2 />} onPress={() => onDelete(item)}>
          {t("promptbook.card.delete")}
        </Button>
        {source ? (
          <LinkButton
            href={lessonHref(source)}
            variant="ghost"
            size="sm"
            icon={<ArrowRight />}
            className="ms-auto max-w-full py-1 text-start"
          >
            {t("promptbook.card.openLesson")}
          </LinkButton>
        ) : null}
      </div>
    </article>
  );
}
