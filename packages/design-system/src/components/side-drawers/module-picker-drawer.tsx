import { ChevronRight } from "lucide-react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { AccessLabel } from "../access-label/access-label";
import { Badge } from "../badge/badge";
import { Drawer } from "../drawer/drawer";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { drawerRowLinkClass } from "./list-link";
import type { SideDrawerStateProps } from "./side-drawer-state";

export type ModuleAccess = "available" | "unavailable" | "completed";

export type ModulePickerItem = {
  id: string;
  title: string;
  /** The module's (program's) page, e.g. '/program/12'. */
  href: string;
  access: ModuleAccess;
  /** The module the learner is in now. */
  isCurrent: boolean;
};

export type ModulePickerDrawerProps = SideDrawerStateProps & {
  /** Heading of the drawer, e.g. 'Wybierz moduł'. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The program's modules in order, each with its access and whether it is the current one. */
  modules: ModulePickerItem[];
  /** The access label texts, e.g. { available: 'Dostępny', unavailable: 'Niedostępny', completed: 'Ukończony' }. */
  accessLabels: Record<ModuleAccess, string>;
  /** The visible marker of the current module, e.g. 'Obecny moduł'. */
  currentLabel: string;
  /** Link above the list to every module, e.g. 'Wszystkie programy'. Shows only with `allModulesHref`. */
  allModulesLabel?: string;
  /** Where the link to every module leads, e.g. "/programs". */
  allModulesHref?: string;
  /** Shown when there are no modules. */
  emptyMessage?: string;
  /** Shows placeholders while the modules load. */
  isLoading?: boolean;
  /** Announced while loading, e.g. 'Ładowanie modułów…'. */
  loadingLabel?: string;
};

/**
 * The module picker side drawer: every module (program) as a link with its access label; the current one
 * is highlighted and marked in text and as the current page.
 */
export function ModulePickerDrawer({
  title,
  closeLabel,
  modules,
  accessLabels,
  currentLabel,
  allModulesLabel,
  allModulesHref,
  emptyMessage,
  isLoading = false,
  loadingLabel,
  ...state
}: ModulePickerDrawerProps) {
  return (
    <Drawer {...state} title={title} closeLabel={closeLabel} placement="right">
      <div className="flex flex-col gap-3">
        {allModulesHref && allModulesLabel ? (
          <Link href={allModulesHref} className={cn(drawerRowLinkClass, "px-3 py-2 font-semibold text-accent-text")}>
            <span className="flex items-center justify-between gap-2">
              {allModulesLabel}
              <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
            </span>
          </Link>
        ) : null}
        {isLoading ? (
          <SkeletonRegion label={loadingLabel ?? ""} className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex flex-col gap-2 rounded-card border border-border p-3">
                <Skeleton className="w-3/4" />
                <Skeleton className="h-6 w-24 rounded-full" />
              </div>
            ))}
          </SkeletonRegion>
        ) : modules.length === 0 && emptyMessage ? (
          <p className="px-3 py-8 text-center text-body text-fg-muted">{emptyMessage}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {modules.map((module) => (
              <li key={module.id} data-access={module.access}>
                <Link
                  href={module.href}
                  aria-current={module.isCurrent ? "page" : undefined}
                  className={cn(
                    drawerRowLinkClass,
                    "border p-3",
                    module.isCurrent
                      ? "border-accent bg-accent-subtle ring-1 ring-accent forced-colors:border-[Highlight]"
                      : "border-border",
                  )}
                >
                  <span className="flex items-start gap-2">
                    <span className="flex min-w-0 flex-1 flex-col items-start gap-2">
                      <span className="text-body font-semibold text-pretty">{module.title}</span>
                      <span className="flex flex-wrap gap-1.5">
                        <AccessLabel status={module.access} size="sm">
                          {accessLabels[module.access]}
                        </AccessLabel>
                        {module.isCurrent ? (
                          <Badge size="sm" variant="neutral">
                            {currentLabel}
                          </Badge>
                        ) : null}
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
