import type { Tool } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import { Badge, Breadcrumbs, LinkButton, Skeleton } from "@campus/design-system";
import { ArrowLeft, Check, ExternalLink } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { canRetry, errorMessage } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { useLoadErrorToast } from "../../toasts";
import { type CategoryLabels, categoryLabels, namedCategories } from "./category-labels";
import { FavoriteButton } from "./favorite-button";
import { useCatalogueFavorite, useRelatedTools, useTool, useToolFilterOptions, useToolVisit } from "./hooks";
import { hasOwnMessage } from "./load-failure";
import { RelatedTools } from "./related-tools";
import { ToolDetailsSkeleton } from "./tool-details-skeleton";
import { useHeadingFocus } from "./use-heading-focus";

/**
 * A tool (`/tools/{id}`): what it does and what it offers, its licence and categories, a link to the tool's
 * own site in a new tab, its favorite toggle, and related tools. One that does not exist leads to /404 (the
 * client does that); one that failed to load says so with a retry.
 */
export function ToolPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const tool = useTool(id);
  const related = useRelatedTools(id);
  const options = useToolFilterOptions();
  const toggleFavorite = useCatalogueFavorite();
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, id);
  const labels = categoryLabels(options.data);
  // Another tool's answer (the previous page's, while this one loads) is never shown for this one.
  const data = tool.data?.tool._id === id ? tool.data.tool : undefined;
  const error = data ? undefined : tool.error;
  const title = data?.name ?? t("tools.details.title");
  useToolVisit(id, data !== undefined);
  useLoadErrorToast(error, data !== undefined, "tools.details.loadErrorToast", hasOwnMessage);

  return (
    <div className={pageColumn.underCrumbs}>
      <title>{t("app.documentTitle", { title })}</title>
      {/* On phones a long name can outgrow the hero band: the block carries the band's colour itself. */}
      <div className="-mx-4 -mt-6 flex flex-col gap-6 bg-hero px-4 pt-6 pb-2 sm:-mx-6 sm:px-6 desktop:mx-0 desktop:mt-0 desktop:bg-transparent desktop:px-0 desktop:pt-0">
        <Breadcrumbs
          tone="hero"
          label={t("tools.details.breadcrumbs")}
          items={[
            { id: "tools", label: t("tools.title"), href: pagePaths.tools },
            { id: "tool", label: title },
          ]}
          className="min-w-0 [&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
        />
        <header className="flex flex-col gap-4 text-hero-fg sm:flex-row sm:items-center sm:gap-6">
          <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-card border border-border bg-surface">
            {data ? <img src={data.logo} alt="" className="size-full object-contain" /> : null}
          </span>
          <div className="flex min-w-0 flex-col gap-2">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-title font-bold text-balance break-words outline-none desktop:text-display"
            >
              {data || error ? (
                title
              ) : (
                <>
                  <span className="sr-only">{title}</span>
                  <Skeleton className="w-64 max-w-full" />
                </>
              )}
            </h1>
            {data ? <p className="max-w-3xl text-lead text-pretty break-words">{data.description}</p> : null}
          </div>
        </header>
      </div>
      {error ? (
        <div className="flex flex-col items-center gap-6">
          <LoadError
            message={errorMessage(error, t, "tools.details.loadError")}
            {...(canRetry(error) ? { onRetry: () => void tool.mutate() } : {})}
          />
          <LinkButton href={pagePaths.tools} variant="secondary" icon={<ArrowLeft />}>
            {t("tools.details.back")}
          </LinkButton>
        </div>
      ) : data ? (
        <ToolDetails tool={data} labels={labels} onFavoriteChange={(on) => void toggleFavorite(data, on)} />
      ) : (
        <ToolDetailsSkeleton label={t("tools.details.loading")} />
      )}
      {data ? (
        <RelatedTools tools={related} labels={labels} onFavoriteChange={(card, on) => void toggleFavorite(card, on)} />
      ) : null}
    </div>
  );
}

/** The tool's description and features beside its licence, categories, favorite and the way out to it. */
function ToolDetails({
  tool,
  labels,
  onFavoriteChange,
}: {
  tool: Tool;
  labels: CategoryLabels;
  onFavoriteChange: (isFavorite: boolean) => void;
}) {
  const { t } = useTranslation();
  const aboutId = useId();
  const domains = namedCategories(tool.domainCategories, labels.domain);
  const businesses = namedCategories(tool.businessCategories, labels.business);
  return (
    <div className="grid items-start gap-6 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section
        aria-labelledby={aboutId}
        className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-sm desktop:p-8"
      >
        <h2 id={aboutId} className="text-heading font-bold">
          {t("tools.details.about")}
        </h2>
        {tool.longDescription
          .split(/\n{2,}/)
          .filter((paragraph) => paragraph.trim() !== "")
          .map((paragraph) => (
            <p key={paragraph} className="text-body text-pretty break-words">
              {paragraph}
            </p>
          ))}
        {tool.features.length > 0 ? (
          <>
            <h3 className="mt-2 text-lead font-bold">{t("tools.details.features")}</h3>
            <ul className="flex flex-col gap-2">
              {tool.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-body">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                  <span className="break-words">{feature}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <aside
        aria-label={t("tools.details.summary")}
        className="flex flex-col gap-5 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-sm"
      >
        <dl className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <dt className="text-small font-semibold text-fg-muted">{t("tools.details.licence")}</dt>
            <dd>
              <Badge variant={tool.licenceType === "paid" ? "warning" : "success"}>
                {t(`tools.licence.${tool.licenceType}`)}
              </Badge>
            </dd>
          </div>
          {domains.length > 0 ? <CategoryRow label={t("tools.filters.domain")} names={domains} accent /> : null}
          {businesses.length > 0 ? <CategoryRow label={t("tools.filters.business")} names={businesses} /> : null}
        </dl>
        <FavoriteButton isFavorite={tool.isFavorite} favoritesCount={tool.favoritesCount} onChange={onFavoriteChange} />
        <LinkButton
          href={tool.url}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExternalLink />}
          className="w-full"
        >
          {t("tools.details.open")} <span className="sr-only">{t("tools.details.newTab")}</span>
        </LinkButton>
      </aside>
    </div>
  );
}

function CategoryRow({ label, names, accent = false }: { label: string; names: string[]; accent?: boolean }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-small font-semibold text-fg-muted">{label}</dt>
      <dd>
        <ul className="flex flex-wrap gap-1.5">
          {names.map((name) => (
            <li key={name} className="max-w-full">
              <Badge size="sm" {...(accent ? { variant: "accent" as const } : {})}>
                {name}
              </Badge>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
