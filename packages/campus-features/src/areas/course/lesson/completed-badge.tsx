import { Badge } from "@campus/design-system";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The lesson is completed. */
export function CompletedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="success" icon={<CircleCheck className="size-4" />} className="self-start">
      {t("lesson.finish.completed")}
    </Badge>
  );
}
