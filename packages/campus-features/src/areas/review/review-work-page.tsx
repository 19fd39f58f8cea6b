import { useTranslation } from "react-i18next";
import { pageColumn } from "../../page";
import { routeStaffCalls } from "./staff-calls";

routeStaffCalls();

/** A final work beside the reviewer's decision (`/staff/reviews/:id`). */
export function ReviewWorkPage() {
  const { t } = useTranslation();
  return (
    <div className={pageColumn.roomy}>
      <title>{t("app.documentTitle", { title: t("review.work.title") })}</title>
      <h1 className="text-title font-bold">{t("review.work.title")}</h1>
    </div>
  );
}
