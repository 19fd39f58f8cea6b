import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import { EmptyState, Pagination } from "@campus/design-system";
import { UsersRound } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAddressFilter, useCall } from "../../data";
import { useArrivalFocus } from "../../frame";
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
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const data = community.data;
  const fallback = community.error && !data ? builtInCards(t) : null;
  useArrivalFocus(heading);

  const goToPage = (page: number) => {
    showPage({ page });
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.parentElement?.scrollIntoView({ block: "start" });
  };

  // A page past the end (an old link) shows the last page there is instead.
  useEffect(() => {
    if (data && data.totalCount > 0 && shown.page > data.totalPages)
      showPage({ page: data.totalPages }, { replace: true });
  }, [data, shown.page, showPage]);

  return (
    <div className="mx-auto flex w-full max-w-app flex-col gap-8 px-4 pt-8 pb-16 sm:px-6 desktop:px-10 desktop:pt-12">
      <title>{t("community.documentTitle", { title: t("community.title") })}</title>
      <header className="flex flex-col gap-2 text-hero-fg">
        <h1 ref={heading} tabIndex={-1} className="text-title font-bold text-balance outline-none desktop:text-display">
          {t("community.title")}
        </h1>
        <p className="max-w-3xl text-lead text-pretty">{t("community.intro")}</p>
      </header>
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
            {data.totalCount > PAGE_SIZE ? (
              // On its own surface: a short last page leaves the pages over the hero band.
              <Pagination
                className="self-center rounded-card border-frame border-border bg-surface-raised px-4 py-3"
                page={shown.page}
                pageSize={PAGE_SIZE}
                totalItems={data.totalCount}
                onPageChange={goToPage}
                label={t("community.list.pages")}
                summary={t("community.list.summary", {
                  from: (shown.page - 1) * PAGE_SIZE + 1,
                  to: Math.min(shown.page * PAGE_SIZE, data.totalCount),
                  total: data.totalCount,
                })}
                previousLabel={t("community.pagination.previous")}
                nextLabel={t("community.pagination.next")}
                pageLabel={(page) => t("community.pagination.page", { page })}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
