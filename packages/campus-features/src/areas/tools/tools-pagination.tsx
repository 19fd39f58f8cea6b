import { Pagination } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { TOOLS_PAGE_SIZE } from "./filters";

/** The pages of the tools list, with the range shown ("Narzędzia 10–18 z 30"); nothing when all fit on one. */
export function ToolsPagination({
  page,
  totalCount,
  onPageChange,
}: {
  page: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalCount <= TOOLS_PAGE_SIZE) return null;
  const from = (page - 1) * TOOLS_PAGE_SIZE + 1;
  const to = Math.min(page * TOOLS_PAGE_SIZE, totalCount);
  return (
    <Pagination
      page={page}
      pageSize={TOOLS_PAGE_SIZE}
      totalItems={totalCount}
      onPageChange={onPageChange}
      label={t("tools.list.pages")}
      summary={t("tools.list.summary", { from, to, total: totalCount })}
      previousLabel={t("tools.pagination.previous")}
      nextLabel={t("tools.pagination.next")}
      pageLabel={(item) => t("tools.pagination.page", { page: item })}
    />
  );
}
