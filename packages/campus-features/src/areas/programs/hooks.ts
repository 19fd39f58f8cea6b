import { useCall } from "../../data";
import { type CoursesFilter, moduleCoursesArgs, modulesArgs, type ProgramsFilter } from "./filters";

/** One page of programs, filtered and sorted as the address says. */
export const usePrograms = (filter: ProgramsFilter) => useCall("modules", modulesArgs(filter));

/** A program's details (403 below its rank, 404 when there is none). */
export const useProgram = (programId: string) => useCall("module", { id: programId });

/** One page of a program's courses, filtered and sorted as the address says. */
export const useProgramCourses = (programId: string, filter: CoursesFilter) =>
  useCall("moduleCourses", moduleCoursesArgs(programId, filter));

/** The option lists of the filter panels (types and ranks, labelled in the content language). */
export const useFilterOptions = () => useCall("filters", {});

/**
 * Every program with the learner's access to it, for the module picker: the toolbar names the programs, the
 * programs list knows which are open. One page of the contract's largest size holds a campus's programs.
 */
export const useProgramAccess = () => useCall("modules", { limit: 100 });

/** The programs of the menu (the shell loads them too, so they are usually there already). */
export const useToolbarPrograms = () => useCall("toolbar", {});
