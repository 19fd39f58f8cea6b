import type { AccountStatus } from "@campus/contract";
import type { ArgsOf } from "../../../api";
import { cleanSearch } from "../../../list-search";

/**
 * The list of learners as the address holds it (`?query=nowak&organizationId=org-acme&status=invited&page=2`), so
 * that a reload, Back and a shared link keep what staff were looking at.
 */
export interface LearnersFilter {
  /** Part of a name or email. */
  query: string;
  /** "" for every organization. */
  organizationId: string;
  /** "" for every status. */
  status: AccountStatus | "";
  page: number;
}

export const accountStatuses: readonly AccountStatus[] = ["active", "invited", "deactivated"];

export const learnersDefaults: LearnersFilter = { query: "", organizationId: "", status: "", page: 1 };

/** The contract's limits: an id's letters, the highest page. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_MAX = 100_000;

const readId = (text: string | null) => (text !== null && ID_PATTERN.test(text) ? text : "");
const readStatus = (text: string | null): LearnersFilter["status"] =>
  accountStatuses.find((status) => status === text) ?? "";
const readPage = (text: string | null) => {
  const page = text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

/** The list from the address; what is missing or invalid there is the default (everyone, page 1). */
export function readLearnersFilter(params: URLSearchParams): LearnersFilter {
  return {
    query: cleanSearch(params.get("query")),
    organizationId: readId(params.get("organizationId")),
    status: readStatus(params.get("status")),
    page: readPage(params.get("page")),
  };
}

/** The address's query of a list, with the defaults left out (a plain `/staff/learners` is everyone). */
export function learnersSearchParams(filter: LearnersFilter): URLSearchParams {
  const params = new URLSearchParams();
  const query = cleanSearch(filter.query);
  if (query) params.set("query", query);
  const organizationId = readId(filter.organizationId);
  if (organizationId) params.set("organizationId", organizationId);
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The query of the `learners` call: only what is chosen, and the page. */
export function learnersArgs(filter: LearnersFilter): ArgsOf<"learners"> {
  const query = cleanSearch(filter.query);
  const organizationId = readId(filter.organizationId);
  return {
    ...(query ? { query } : {}),
    ...(organizationId ? { organizationId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    page: filter.page,
  };
}

/** A changed list starts again at page 1: the old page number means nothing in another list. */
export const changeLearnersFilter = (
  filter: LearnersFilter,
  change: Partial<Omit<LearnersFilter, "page">>,
): LearnersFilter => ({ ...filter, ...change, page: 1 });

export const isLearnersFiltered = (filter: LearnersFilter): boolean =>
  Boolean(cleanSearch(filter.query) || filter.organizationId || filter.status);
