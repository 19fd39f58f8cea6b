import { useCall } from "../../data";
import { type PartnersFilter, partnersArgs } from "./partners-filter";

/** One page of partners, filtered as the address says. */
export const usePartners = (filter: PartnersFilter) => useCall("partners", partnersArgs(filter));

/** One partner and its benefit (404 leads to the not-found page; the client does that). */
export const usePartner = (partnerId: string) => useCall("partner", { id: partnerId });

/** The option lists of the filter panels: the partner categories, labelled in the content language. */
export const useFilterOptions = () => useCall("filters", {});
