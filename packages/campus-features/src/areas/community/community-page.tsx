import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import { EmptyState } from "@campus/design-system";
import { UsersRound } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAddressFilter, useCall } from "../../data";
import { useArrivalFocus } from "../../frame";
import { ListPagination, useListPages } from "../../list-search";
import { PageHeader, pageColumn } from "../../page";
import { builtInCards } from "./built-in-cards";
import { CommunityGrid } from "./community-grid";
import { communitySearchParams, readCommunityPage } from "./community-page-address";
import { CommunitySkeleton } from "./community-skeleton";

/** SPEC section 9: community cards 9 a page. */
const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The community (`/community`, with `accessToCommunity`): the places where learners meet, 9 cards a page
 * with the page in the address. When the call fails the six built-in cards show instead, silently (SPEC
 * section 8): the learner still finds the community, and nothing says that something broke.
 */
export function CommunityPage() {
  const { t } = useTranslation();
  const [shown, showPage] = useAddressFilter(readCommunityPage, communitySearchParams);
  const community = useCall("community", { page: shown.page, limit: PAGE_SIZE });
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const data = community.data;
  const { listHeading, pagination } = useListPages(shown, showPage, data, { pageSize: PAGE_SIZE });
  const fallback = community.error && !data ? builtInCards(t) : null;
  useArrivalFocus(heading);

  return (
    <div className={pageColumn.plain}>
      <title>{t("community.documentTitle", { title: t("community.title") })}</title>
      <PageHeader title={t("community.title")} lead={t("community.intro")} headingRef={heading} />
      <section aria-labelledby={listHeadingId} className="flex scroll-mt-4 flex-col gap-5">
        <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className="sr-only">
          {t("community.list.heading")}
        </h2>
        {fallback ? (
          <CommunityGrid cards={fallback} />
        ) : !data ? (
          <CommunitySkeleton label={t("community.list.loading")} count={6} />
        ) : data.cards.length === 0 ? (
          <EmptyState
            icon={<UsersRound />}
            headingLevel={3}
            title={t("community.none.title")}
            description={t("community.none.description")}
            className="w-full bg-surface-raised"
          />
        ) : (
          <>
            <CommunityGrid cards={data.cards} />
            <ListPagination
              {...pagination}
              texts={{ label: "community.list.pages", summary: "community.list.summary" }}
              raised
            />
          </>
        )}
      </section>
    </div>
  );
}
