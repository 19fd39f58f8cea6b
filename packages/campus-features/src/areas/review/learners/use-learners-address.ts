import { useAddressFilter } from "../../../data";
import { learnersSearchParams, readLearnersFilter } from "./learners-address";

/** The list's filters and page, kept in the address: `[filter, showFilter]`. */
export const useLearnersAddress = () => useAddressFilter(readLearnersFilter, learnersSearchParams);
