import { Pagination } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/**
 * The pages of a list, with the range shown ("Programy 10–12 z 12"); nothing when everything fits on one page.
 * `summaryKey` and `labelKey` name the list's own texts.
 */
export function ListPagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  labelKey,
  summaryKey,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  labelKey: string;
  summaryKey: string;
}) {
  const { t } = useTranslation();
  if (totalCount <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalCount);
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      totalItems={totalCount}
      onPageChange={onPageChange}
      label={t(labelKey)}
      summary={t(summaryKey, { from, to, total: totalCount })}
      previousLabel={t("programs.pagination.previous")}
      nextLabel={t("programs.pagination.next")}
      pageLabel={(item) => t("programs.pagination.page", { page: item })}
    />
  );
}
