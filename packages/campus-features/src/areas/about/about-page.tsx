import { Skeleton } from "@campus/design-system";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage, useCall } from "../../data";
import { LoadError, useArrivalFocus } from "../../frame";
import { pageColumn } from "../../page";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { AboutSkeleton } from "./about-skeleton";
import { MastermindFacts } from "./mastermind-facts";

/** About the campus (`/about-campusai`, for every learner): what it offers and the Mastermind program. */
export function AboutPage() {
  const { t } = useTranslation();
  const about = useCall("about", {});
  const heading = useRef<HTMLHeadingElement>(null);
  const page = about.data?.page;
  const error = page ? undefined : about.error;
  const title = page?.title ?? t("about.title");
  useArrivalFocus(heading, page !== undefined || error !== undefined);
  useLoadErrorToast(error, page !== undefined, "about.loadErrorToast", explainedByPage);

  return (
    <div className={pageColumn.plain}>
      <title>{t("about.documentTitle", { title })}</title>
      <header className="flex flex-col gap-3 text-hero-fg">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-title font-bold text-balance break-words outline-none desktop:text-display"
        >
          {page || error ? (
            title
          ) : (
            <>
              <span className="sr-only">{title}</span>
              <Skeleton className="w-72 max-w-full" />
            </>
          )}
        </h1>
        {page ? <p className="max-w-3xl text-lead text-pretty break-words">{page.intro}</p> : null}
      </header>
      {error ? (
        <LoadError
          message={errorMessage(error, t, "about.loadError")}
          {...(canRetry(error) ? { onRetry: () => void about.mutate() } : {})}
        />
      ) : !page ? (
        <AboutSkeleton label={t("about.loading")} />
      ) : (
        <>
          <div className="grid gap-4 desktop:grid-cols-3 desktop:gap-6">
            {page.sections.map((section) => (
              <section
                key={section.title}
                aria-label={section.title}
                className="flex flex-col gap-2 rounded-card border-frame border-border bg-surface-raised p-5 text-fg"
              >
                <h2 className="text-heading font-semibold text-balance break-words">{section.title}</h2>
                <p className="text-body text-pretty break-words">{section.body}</p>
              </section>
            ))}
          </div>
          <MastermindFacts mastermind={page.mastermind} />
        </>
      )}
    </div>
  );
}
