import { pagePaths } from "@campus/contract";
import { Breadcrumbs, LinkButton, Skeleton } from "@campus/design-system";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Unavailable, unavailableName, unavailableReason } from "../../access";
import { isApiError } from "../../api";
import { canRetry, errorMessage, useCall } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { useProgram } from "./hooks";
import { ModulePicker } from "./module-picker";
import { ProgramCourses } from "./program-courses";
import { ProgramDetails } from "./program-details";
import { ProgramDetailsSkeleton } from "./program-details-skeleton";

/**
 * A program (`/program/{id}`): where it sits (breadcrumbs), its details and the learner's progress in it,
 * its courses with their filter, and 'change program' (the module picker). A program above the learner's rank
 * keeps its name and description, with SPEC section 6's 403 message, the rank that opens it and how ranks are
 * reached; one that does not exist leads to /404 (the client does that).
 */
export function ProgramPage() {
  const { t } = useTranslation();
  const { id: programId = "" } = useParams();
  const program = useProgram(programId);
  const details = program.data?.moduleDetails;
  const error = details ? undefined : program.error;
  const isRefused = error !== undefined && !canRetry(error);
  const isLocked = isApiError(error) && error.status === 403;
  // The rank ladder names the rank that opens a locked program; it is asked for only then.
  const ranks = useCall("rankStages", isLocked ? {} : null);
  const locked = isLocked ? unavailableReason(error, ranks.data, ranks.error) : null;
  useLoadErrorToast(error, details !== undefined, "programs.program.loadErrorToast", explainedByPage);
  const title =
    details?.title ??
    unavailableName(locked) ??
    (isLocked ? t("programs.program.noAccessTitle") : t("programs.program.title"));

  return (
    <div className={pageColumn.underCrumbs}>
      <title>{t("programs.documentTitle", { title })}</title>
      {/* On phones a long title can outgrow the hero band (540px): the block carries the band's colour itself. */}
      <div className="-mx-4 -mt-6 flex flex-col gap-6 bg-hero px-4 pt-6 sm:-mx-6 sm:px-6 desktop:mx-0 desktop:mt-0 desktop:bg-transparent desktop:px-0 desktop:pt-0">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <Breadcrumbs
            tone="hero"
            label={t("programs.program.breadcrumbs")}
            items={[
              { id: "programs", label: t("programs.title"), href: pagePaths.programs },
              { id: "program", label: title },
            ]}
            // The h1 below holds the whole title: the current crumb keeps to one line.
            className="min-w-0 [&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
          />
          <ModulePicker programId={programId} />
        </div>
        <header className="flex flex-col gap-2 text-hero-fg">
          <h1 className="text-title font-bold text-balance break-words desktop:text-display">
            {details || error ? (
              title
            ) : (
              <>
                <span className="sr-only">{title}</span>
                <Skeleton className="w-2/3 max-w-xl" />
              </>
            )}
          </h1>
          {details ? <p className="max-w-3xl text-lead text-pretty break-words">{details.description}</p> : null}
        </header>
      </div>
      {locked ? (
        <Unavailable reason={locked} subject="program" />
      ) : isLocked && !ranks.data && !ranks.error ? (
        <ProgramDetailsSkeleton label={t("programs.program.loading")} />
      ) : error ? (
        <div className="flex flex-col items-center gap-6">
          <LoadError
            message={errorMessage(error, t, "programs.program.loadError")}
            {...(isRefused ? {} : { onRetry: () => void program.mutate() })}
          />
          {isRefused ? (
            <LinkButton href={pagePaths.programs} variant="secondary" icon={<ArrowLeft />}>
              {t("programs.program.backToPrograms")}
            </LinkButton>
          ) : null}
        </div>
      ) : details ? (
        <ProgramDetails program={details} />
      ) : (
        <ProgramDetailsSkeleton label={t("programs.program.loading")} />
      )}
      {error ? null : <ProgramCourses programId={programId} />}
    </div>
  );
}
