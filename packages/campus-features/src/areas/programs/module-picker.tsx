import type { ModuleAccess } from "@campus/contract";
import { pagePaths, programPath } from "@campus/contract";
import { Button, Drawer, DrawerTrigger, ModulePickerDrawer } from "@campus/design-system";
import { ArrowLeftRight, RotateCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProgramAccess, useToolbarPrograms } from "./hooks";

/**
 * 'Change program': a button opening the module picker, a side drawer of every program (from the toolbar,
 * with the learner's access to each) where the current one is marked. Choosing a program closes it; focus
 * goes back to the button.
 */
export function ModulePicker({ programId, className }: { programId: string; className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Loaded with the page, not on opening: the drawer opens with its list, or its error, already there.
  const toolbar = useToolbarPrograms();
  const access = useProgramAccess();

  // Another program opened from the drawer: this page stays, so the drawer closes itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the program changing is the trigger
  useEffect(() => setOpen(false), [programId]);

  const accessById = useMemo(
    () => new Map<string, ModuleAccess>((access.data?.data ?? []).map((program) => [program._id, program.access])),
    [access.data],
  );
  const error = toolbar.error ?? access.error;
  const isLoaded = toolbar.data !== undefined && access.data !== undefined;
  const title = t("programs.picker.title");

  return (
    <DrawerTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" icon={<ArrowLeftRight />} className={className}>
        {t("programs.program.change")}
      </Button>
      {error && !isLoaded ? (
        <Drawer title={title} closeLabel={t("drawers.close")} placement="right">
          <div role="alert" className="flex flex-col items-start gap-4 px-1 py-4">
            <p className="text-body text-fg">{t("programs.picker.loadError")}</p>
            <Button
              variant="secondary"
              icon={<RotateCw />}
              onPress={() => {
                if (toolbar.error) void toolbar.mutate();
                if (access.error) void access.mutate();
              }}
            >
              {t("errors.retry")}
            </Button>
          </div>
        </Drawer>
      ) : (
        <ModulePickerDrawer
          title={title}
          closeLabel={t("drawers.close")}
          modules={(toolbar.data?.modules ?? []).map((program) => ({
            id: program._id,
            title: program.title,
            href: programPath(program._id),
            // Every program is on the one page of the access call (see useProgramAccess).
            access: accessById.get(program._id) ?? "available",
            isCurrent: program._id === programId,
          }))}
          accessLabels={{
            available: t("programs.access.available"),
            unavailable: t("programs.access.unavailable"),
            completed: t("programs.access.completed"),
          }}
          currentLabel={t("programs.picker.current")}
          allModulesLabel={t("programs.picker.all")}
          allModulesHref={pagePaths.programs}
          emptyMessage={t("programs.picker.empty")}
          isLoading={!isLoaded}
          loadingLabel={t("programs.picker.loading")}
        />
      )}
    </DrawerTrigger>
  );
}
