import { Pagination } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The list's own wording of its pages, as translation keys; the steps between pages say the same in every list. */
export interface ListPaginationTexts {
  /** The pages' name for assistive technology ("Strony programów"). */
  label: string;
  /** The range shown, with `from`, `to` and `total` ("Programy 10–12 z 12"). */
  summary: string;
}

const raisedSurface = "self-center rounded-card border-frame border-border bg-surface-raised px-4 py-3";

/**
 * The pages of a list, with the range shown; nothing when everything fits on one page. `raised` sets them on
 * their own surface, for a list whose short last page leaves the pages over the hero band.
 */
export function ListPagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  texts,
  raised = false,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  texts: ListPaginationTexts;
  raised?: boolean;
}) {
  const { t } = useTranslation();
  if (totalCount <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalCount);
  return (
    <Pagination
      {...(raised ? { className: raisedSurface } : {})}
      page={page}
      pageSize={pageSize}
      totalItems={totalCount}
      onPageChange={onPageChange}
      label={t(texts.label)}
      summary={t(texts.summary, { from, to, total: totalCount })}
      previousLabel={t("lists.pagination.previous")}
      nextLabel={t("lists.pagination.next")}
      pageLabel={(item) => t("lists.pagination.page", { page: item })}
    />
  );
}
