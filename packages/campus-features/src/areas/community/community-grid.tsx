import type { CommunityCard as Card } from "@campus/contract";
import { CommunityCard } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** A category's name in the interface language; a category the campus does not know shows as it came. */
function useCategoryLabel() {
  const { t, i18n } = useTranslation();
  return (category: string) =>
    i18n.exists(`community.categories.${category}`) ? t(`community.categories.${category}`) : category;
}

/**
 * The community cards, three across on desktop: each opens its place (Discord, events…) in a new tab; a
 * disabled card has no link and says it is coming.
 */
export function CommunityGrid({ cards }: { cards: readonly Card[] }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
      {cards.map((card) => (
        <li key={card.id} className="flex">
          <CommunityCard
            category={categoryLabel(card.category)}
            title={card.title}
            // The card writes the hash itself.
            hashes={card.hashes.map((hash) => hash.replace(/^#+/, ""))}
            {...(card.backgroundImage ? { backgroundImage: card.backgroundImage } : {})}
            url={card.url}
            newTabLabel={t("shell.newTabHint")}
            isDisabled={card.disabled}
            disabledLabel={t("community.soon")}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
