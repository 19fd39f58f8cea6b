import { useKeptList } from "../use-kept-list";
import { type LearnersFilter, learnersArgs } from "./learners-address";

/** One page of learners, as the address asks (`useKeptList`). */
export const useLearners = (filter: LearnersFilter) => useKeptList("learners", learnersArgs(filter));
