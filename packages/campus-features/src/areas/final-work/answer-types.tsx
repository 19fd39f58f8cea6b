import { Badge } from "@campus/design-system";
import { FileText, Link2, Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";

const icons = { text: <FileText />, links: <Link2 />, files: <Paperclip /> } as const;

/** What kinds of answer a task takes ("Answer: text, links, files"). */
export function AnswerTypes({ types }: { types: readonly ("text" | "links" | "files")[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 text-small text-fg-muted">
      <span>{t("finalWork.answerTypes.label")}</span>
      <ul className="flex flex-wrap gap-2">
        {types.map((type) => (
          <li key={type}>
            <Badge size="sm" icon={icons[type]}>
              {t(`finalWork.answerTypes.${type}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
