import type { ToolCard as Tool } from "@campus/contract";
import { toolPath } from "@campus/contract";
import { Button, ToolCard, ToolsInfoDrawer } from "@campus/design-system";
import { Eye } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CategoryLabels, namedCategories } from "./category-labels";

/**
 * Tools sharing a category with this one, each opening its own page, with a quick look in the tools-info side
 * drawer (what it does, its licence and categories, a link out) without leaving this page. Nothing shows
 * while they load or when the call failed (SPEC section 8), nor when there are none.
 */
export function RelatedTools({
  tools,
  labels,
  onFavoriteChange,
}: {
  tools: readonly Tool[] | null;
  labels: CategoryLabels;
  onFavoriteChange: (tool: Tool, isFavorite: boolean) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [shownId, setShownId] = useState<string | null>(null);
  if (!tools || tools.length === 0) return null;
  const shown = tools.find((tool) => tool._id === shownId);
  const categoriesOf = (tool: Tool) => ({
    domain: namedCategories(tool.domainCategories, labels.domain),
    business: namedCategories(tool.businessCategories, labels.business),
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-heading font-bold text-fg">
        {t("tools.related.title")}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {tools.map((tool) => {
          const categories = categoriesOf(tool);
          return (
            <li key={tool._id} className="flex flex-col gap-2">
              <ToolCard
                name={tool.name}
                logoSrc={tool.logo}
                description={tool.description}
                domainCategories={categories.domain}
                businessCategories={categories.business}
                licence={tool.licenceType}
                licenceLabel={t(`tools.licence.${tool.licenceType}`)}
                isFavorite={tool.isFavorite}
                favoritesCount={tool.favoritesCount}
                formatFavorites={(count) => t("tools.favorite.count", { count })}
                onFavoriteChange={(isFavorite) => onFavoriteChange(tool, isFavorite)}
                favoriteLabel={t("tools.favorite.label", { name: tool.name })}
                href={toolPath(tool._id)}
                className="w-full flex-1"
              />
              <Button
                variant="ghost"
                size="sm"
                icon={<Eye />}
                aria-label={t("tools.related.previewOf", { name: tool.name })}
                onPress={() => setShownId(tool._id)}
                className="self-start"
              >
                {t("tools.related.preview")}
              </Button>
            </li>
          );
        })}
      </ul>
      {shown ? (
        <ToolsInfoDrawer
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setShownId(null);
          }}
          name={shown.name}
          closeLabel={t("drawers.close")}
          description={shown.description}
          logoSrc={shown.logo}
          categories={[...categoriesOf(shown).domain, ...categoriesOf(shown).business]}
          categoriesLabel={t("tools.details.categories")}
          licence={shown.licenceType}
          licenceLabel={t(`tools.licence.${shown.licenceType}`)}
          href={shown.url}
          openLabel={t("tools.details.open")}
          newTabLabel={t("tools.details.newTab")}
          favoritesCount={shown.favoritesCount}
          formatFavorites={(count) => t("tools.favorite.count", { count })}
        />
      ) : null}
    </section>
  );
}
