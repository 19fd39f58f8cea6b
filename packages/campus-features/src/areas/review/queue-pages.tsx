import { ListPagination } from "../../list-search";

/**
 * The queue's pages as the server pages it ("Showing 26–50 of 137", previous, next and the page numbers);
 * nothing when every work fits on one page.
 */
export function QueuePages(props: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <ListPagination {...props} texts={{ label: "review.queue.pages.label", summary: "review.queue.pages.summary" }} />
  );
}
