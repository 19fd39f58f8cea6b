/** The community's page number, the one thing of its list the address holds (`/community?page=2`). */
export interface CommunityPageAddress {
  page: number;
}

const PAGE_MAX = 10_000;

export const readCommunityPage = (params: URLSearchParams): CommunityPageAddress => {
  const text = params.get("page");
  const page = text !== null && /^\d+$/.test(text) ? Number(text) : 1;
  return { page: page >= 1 && page <= PAGE_MAX ? page : 1 };
};

/** The first page is the plain `/community`. */
export const communitySearchParams = ({ page }: CommunityPageAddress): URLSearchParams =>
  new URLSearchParams(page > 1 ? { page: String(page) } : {});
