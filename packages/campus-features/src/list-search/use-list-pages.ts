import { useEffect, useRef } from "react";

/**
 * The steps between a list's pages, with the page kept in the address (`showFilter` moves to it). `goToPage`
 * replaces the list under the pagination, so the learner goes on from the list's top, not from the lost button:
 * focus moves to `listHeading` and the list's section (or, with `scrollTo: "heading"`, the heading itself)
 * scrolls into view. A page past the end (an old link, a list that shrank) shows the last page there is instead.
 * `pagination` is what the list's `ListPagination` shows.
 */
export function useListPages<F extends { page: number }>(
  filter: F,
  showFilter: (next: F, options?: { replace?: boolean }) => void,
  list: { totalCount: number; totalPages: number } | undefined,
  { pageSize, scrollTo = "section" }: { pageSize: number; scrollTo?: "section" | "heading" },
) {
  const listHeading = useRef<HTMLHeadingElement>(null);

  const goToPage = (page: number) => {
    // Scrolled before the move: the router keeps a page's scroll position by its path and puts it back after
    // a move within the page, so the position it keeps has to be the list's top, not the pagination's.
    const heading = listHeading.current;
    heading?.focus({ preventScroll: true });
    (scrollTo === "heading" ? heading : heading?.parentElement)?.scrollIntoView({ block: "start" });
    showFilter({ ...filter, page });
  };

  useEffect(() => {
    if (list && list.totalCount > 0 && filter.page > list.totalPages) {
      showFilter({ ...filter, page: list.totalPages }, { replace: true });
    }
  }, [list, filter, showFilter]);

  const pagination = { page: filter.page, pageSize, totalCount: list?.totalCount ?? 0, onPageChange: goToPage };
  return { listHeading, goToPage, pagination };
}
