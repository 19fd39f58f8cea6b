import type { ToolCard as Tool } from "@campus/contract";
import { toolPath } from "@campus/contract";
import { cn, ToolCard } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { type CategoryLabels, namedCategories } from "./category-labels";

/**
 * Tool cards in a grid (one column on phones, two on tablets, three on the desktop), each opening the tool's
 * page and with its favorite toggle and count. `isPending` dims them while the next page is on its way.
 */
export function ToolGrid({
  tools,
  labels,
  onFavoriteChange,
  isPending = false,
  headingLevel = 3,
}: {
  tools: readonly Tool[];
  labels: CategoryLabels;
  onFavoriteChange: (tool: Tool, isFavorite: boolean) => void;
  isPending?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className={cn(
        "grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6",
        isPending && "opacity-60 motion-safe:transition-opacity",
      )}
    >
      {tools.map((tool) => (
        <li key={tool._id} className="flex">
          <ToolCard
            name={tool.name}
            logoSrc={tool.logo}
            description={tool.description}
            domainCategories={namedCategories(tool.domainCategories, labels.domain)}
            businessCategories={namedCategories(tool.businessCategories, labels.business)}
            licence={tool.licenceType}
            licenceLabel={t(`tools.licence.${tool.licenceType}`)}
            isFavorite={tool.isFavorite}
            favoritesCount={tool.favoritesCount}
            formatFavorites={(count) => t("tools.favorite.count", { count })}
            onFavoriteChange={(isFavorite) => onFavoriteChange(tool, isFavorite)}
            favoriteLabel={t("tools.favorite.label", { name: tool.name })}
            href={toolPath(tool._id)}
            headingLevel={headingLevel}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
