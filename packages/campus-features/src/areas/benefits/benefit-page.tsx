import { pagePaths } from "@campus/contract";
import { Badge, Breadcrumbs, LinkButton, Skeleton } from "@campus/design-system";
import { ExternalLink, Gift } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { canRetry, errorMessage } from "../../data";
import { LoadError, useArrivalFocus } from "../../frame";
import { pageColumn } from "../../page";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { BenefitSkeleton } from "./benefit-skeleton";
import { useFilterOptions, usePartner } from "./hooks";
import { OfferCode } from "./offer-code";

/**
 * A partner's benefit (`/benefit/{id}`, with `accessToBenefits`): the offer, its code when it has one, how to
 * use it and the partner's site (a new tab), beside what the partner does. A partner that does not exist
 * leads to /404 (the client does that).
 */
export function BenefitPage() {
  const { t } = useTranslation();
  const { id: partnerId = "" } = useParams();
  const found = usePartner(partnerId);
  const options = useFilterOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  const partner = found.data?.partner;
  const error = partner ? undefined : found.error;
  const title = partner?.name ?? t("benefits.partner.title");
  const category = partner
    ? (options.data?.partnerCategories.find((option) => option.value === partner.category)?.label ?? partner.category)
    : null;
  useArrivalFocus(heading, partner !== undefined || error !== undefined);
  useLoadErrorToast(error, partner !== undefined, "benefits.partner.loadErrorToast", explainedByPage);

  return (
    <div className={pageColumn.underCrumbs}>
      <title>{t("benefits.documentTitle", { title })}</title>
      {/* On phones a long name can outgrow the hero band: the block carries the band's colour itself. */}
      <div className="-mx-4 -mt-6 flex flex-col gap-6 bg-hero px-4 pt-6 sm:-mx-6 sm:px-6 desktop:mx-0 desktop:mt-0 desktop:bg-transparent desktop:px-0 desktop:pt-0">
        <Breadcrumbs
          tone="hero"
          label={t("benefits.partner.breadcrumbs")}
          items={[
            { id: "benefits", label: t("benefits.title"), href: pagePaths.benefits },
            { id: "partner", label: title },
          ]}
          className="min-w-0 [&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
        />
        {/* On phones the logo stands above the name, which then has the width for its longest word. */}
        <header className="flex flex-col items-start gap-4 text-hero-fg sm:flex-row sm:items-center">
          {partner ? (
            <span className="grid h-20 w-32 shrink-0 place-items-center overflow-hidden rounded-control border border-border bg-surface p-2">
              <img src={partner.logo} alt="" className="max-h-full max-w-full object-contain" />
            </span>
          ) : null}
          <div className="flex max-w-full min-w-0 flex-col items-start gap-2">
            {category ? <Badge>{category}</Badge> : null}
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-title font-bold text-balance break-words outline-none desktop:text-display"
            >
              {partner || error ? (
                title
              ) : (
                <>
                  <span className="sr-only">{title}</span>
                  <Skeleton className="w-64 max-w-full" />
                </>
              )}
            </h1>
          </div>
        </header>
      </div>
      {error ? (
        <LoadError
          message={errorMessage(error, t, "benefits.partner.loadError")}
          {...(canRetry(error) ? { onRetry: () => void found.mutate() } : {})}
        />
      ) : !partner ? (
        <BenefitSkeleton label={t("benefits.partner.loading")} />
      ) : (
        <div className="grid items-start gap-6 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section
            aria-labelledby="benefit-offer"
            className="flex flex-col gap-5 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-lg sm:p-6"
          >
            <h2 id="benefit-offer" className="flex items-center gap-2 text-small font-semibold text-fg-muted uppercase">
              <Gift aria-hidden="true" className="size-4 text-accent-text" />
              {t("benefits.partner.offer")}
            </h2>
            <p className="text-heading font-bold text-pretty break-words sm:text-title">{partner.benefit}</p>
            {partner.code ? <OfferCode code={partner.code} /> : null}
            <div className="flex flex-col gap-2">
              <h3 className="text-heading font-semibold">{t("benefits.partner.howToUse")}</h3>
              <p className="max-w-prose text-body text-pretty break-words">{partner.howToUse}</p>
            </div>
            <LinkButton
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExternalLink />}
              // A long partner name wraps inside the button instead of widening the page.
              className="min-h-11 max-w-full self-start py-2 text-left"
            >
              {t("benefits.partner.visit", { name: partner.name })}
              <span className="sr-only"> {t("shell.newTabHint")}</span>
            </LinkButton>
          </section>
          <section
            aria-labelledby="benefit-about"
            className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
          >
            <h2 id="benefit-about" className="text-heading font-semibold">
              {t("benefits.partner.about", { name: partner.name })}
            </h2>
            <p className="text-body text-pretty break-words">{partner.description}</p>
          </section>
        </div>
      )}
    </div>
  );
}
