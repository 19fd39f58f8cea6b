import type { Organization } from "@campus/contract";
import { Button, Select } from "@campus/design-system";
import type { Key } from "react";
import { useTranslation } from "react-i18next";
import { ListSearch } from "../../../list-search";
import { accountStatuses, type LearnersFilter } from "./learners-address";

/** The choice that narrows nothing (react-aria's keys cannot be empty). */
const ALL = "all";
const chosen = (key: Key | null) => (key === null || key === ALL ? "" : String(key));

/**
 * The list's filters: the search by name or email (followed once typing pauses, at once on Enter), the
 * organization and the account's status; below them how many accounts match, announced as it changes, and the
 * way to clear every filter. Two choices fit a phone's screen, so they stay in view there too.
 */
export function LearnerFilters({
  filter,
  organizations,
  onChange,
  onSearch,
  found,
  onClear,
}: {
  filter: LearnersFilter;
  organizations: readonly Organization[];
  onChange(change: Partial<Pick<LearnersFilter, "organizationId" | "status">>): void;
  /** Stable across renders: the search's pause restarts when it changes. */
  onSearch(query: string, options: { replace: boolean }): void;
  /** "12 learners found", or nothing while the list loads. */
  found: string;
  /** Clears the filters; undefined when none is set. */
  onClear: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <search
      aria-label={t("accounts.filters.region")}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:p-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:items-start">
        <ListSearch
          search={filter.query}
          onSearch={onSearch}
          texts={{
            label: "accounts.search.label",
            placeholder: "accounts.search.placeholder",
            clear: "accounts.search.clear",
          }}
          className="min-w-0 sm:col-span-2 desktop:col-span-1"
        />
        <Select
          label={t("accounts.filters.organization")}
          options={[
            { id: ALL, label: t("accounts.filters.allOrganizations") },
            ...organizations.map((organization) => ({ id: organization._id, label: organization.name })),
          ]}
          selectedKey={filter.organizationId || ALL}
          onSelectionChange={(key) => onChange({ organizationId: chosen(key) })}
          className="min-w-0"
        />
        <Select
          label={t("accounts.filters.status")}
          options={[
            { id: ALL, label: t("accounts.filters.allStatuses") },
            ...accountStatuses.map((status) => ({ id: status, label: t(`accounts.status.${status}`) })),
          ]}
          selectedKey={filter.status || ALL}
          onSelectionChange={(key) => onChange({ status: chosen(key) as LearnersFilter["status"] })}
          className="min-w-0"
        />
      </div>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-body font-semibold text-fg">
          {found}
        </p>
        {onClear ? (
          <Button variant="ghost" onPress={onClear}>
            {t("accounts.filters.clear")}
          </Button>
        ) : null}
      </div>
    </search>
  );
}
