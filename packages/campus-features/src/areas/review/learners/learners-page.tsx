import { Button, useIsDesktop } from "@campus/design-system";
import { UserPlus } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage, useCall } from "../../../data";
import { LoadError } from "../../../frame";
import { ListPagination, useListPages } from "../../../list-search";
import { PageHeader, pageColumn } from "../../../page";
import { useSession } from "../../../session";
import { ConsoleNav } from "../console-nav";
import { routeStaffCalls } from "../staff-calls";
import { InviteDialog } from "./invite-dialog";
import { LearnerCards } from "./learner-cards";
import { LearnerFilters } from "./learner-filters";
import { changeLearnersFilter, isLearnersFiltered, learnersDefaults } from "./learners-address";
import { LearnersEmpty } from "./learners-empty";
import { LearnersSkeleton } from "./learners-skeleton";
import { LearnersTable } from "./learners-table";
import { useLearners } from "./use-learners";
import { useLearnersAddress } from "./use-learners-address";

routeStaffCalls();

const NO_ORGANIZATIONS = [] as const;

/**
 * The campus's accounts (`/staff/learners`): found by name or email, organization and status, a page at a time as
 * the server pages them, sorted by name; an invitation from here, and each account's invitation sent again,
 * deactivated (after a question naming the learner) or reactivated. The address holds the filters and the page.
 */
export function LearnersPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [filter, showFilter] = useLearnersAddress();
  const learners = useLearners(filter);
  const organizations = useCall("organizations", {}).data?.organizations ?? NO_ORGANIZATIONS;
  const [inviting, setInviting] = useState(false);
  const isDesktop = useIsDesktop();
  const headingId = useId();
  const data = learners.data;
  const pageSize = data?.pageSize ?? 50;
  const list = data ? { totalCount: data.total, totalPages: Math.max(1, Math.ceil(data.total / pageSize)) } : undefined;
  const pages = useListPages(filter, showFilter, learners.isPending ? undefined : list, { pageSize });

  const onSearch = useCallback(
    (query: string, { replace }: { replace: boolean }) =>
      showFilter(changeLearnersFilter(filter, { query }), { replace }),
    [filter, showFilter],
  );
  const filtered = isLearnersFiltered(filter);
  const clearFilters = () => showFilter(learnersDefaults);
  const found = data && !learners.isPending ? t("accounts.list.found", { count: data.total }) : "";
  const caption = t("accounts.list.caption", { page: filter.page, pages: list?.totalPages ?? 1 });
  // A page past the end shows nothing until the last page there is replaces it (useListPages).
  const settling = data !== undefined && data.learners.length === 0 && data.total > 0;

  return (
    <div className={pageColumn.plain}>
      <title>{t("app.documentTitle", { title: t("accounts.title") })}</title>
      <ConsoleNav />
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-end desktop:justify-between">
        <PageHeader title={t("accounts.title")} lead={t("accounts.lead")} />
        <Button icon={<UserPlus />} onPress={() => setInviting(true)} className="self-start desktop:self-end">
          {t("accounts.invite.open")}
        </Button>
      </div>
      <InviteDialog
        isOpen={inviting}
        onOpenChange={setInviting}
        organizations={organizations}
        organizationId={filter.organizationId}
      />
      <LearnerFilters
        filter={filter}
        organizations={organizations}
        onChange={(change) => showFilter(changeLearnersFilter(filter, change))}
        onSearch={onSearch}
        found={found}
        onClear={filtered ? clearFilters : undefined}
      />
      <section
        aria-labelledby={headingId}
        aria-busy={learners.isPending || undefined}
        className="flex scroll-mt-4 flex-col gap-5"
      >
        <h2 id={headingId} ref={pages.listHeading} tabIndex={-1} className="sr-only">
          {t("accounts.list.heading")}
        </h2>
        {learners.error && !data ? (
          <LoadError
            message={errorMessage(learners.error, t, "accounts.list.loadError")}
            {...(canRetry(learners.error) ? { onRetry: learners.retry } : {})}
          />
        ) : !data || settling ? (
          <LearnersSkeleton label={t("accounts.list.loading")} table={isDesktop} />
        ) : data.learners.length === 0 ? (
          <LearnersEmpty filtered={filtered} onClearFilters={clearFilters} onInvite={() => setInviting(true)} />
        ) : (
          <>
            <div className={learners.isPending ? "opacity-60 transition-opacity" : undefined}>
              {isDesktop ? (
                <LearnersTable learners={data.learners} caption={caption} selfId={user?._id} />
              ) : (
                <LearnerCards learners={data.learners} selfId={user?._id} />
              )}
            </div>
            <ListPagination
              {...pages.pagination}
              totalCount={data.total}
              texts={{ label: "accounts.pages.label", summary: "accounts.pages.summary" }}
            />
          </>
        )}
      </section>
    </div>
  );
}
