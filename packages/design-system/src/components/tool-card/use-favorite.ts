import { useState } from "react";

type FavoriteOptions = {
  /** Controlled favourite state. */
  isFavorite?: boolean;
  defaultFavorite: boolean;
  onFavoriteChange?: (isFavorite: boolean) => void;
  /** How many learners have the tool among their favourites, the learner included when controlled. */
  favoritesCount?: number;
};

/**
 * The tool's favourite state, controlled or its own, and the count shown beside it; an uncontrolled count
 * follows the learner's own toggle.
 */
export function useFavorite({ isFavorite, defaultFavorite, onFavoriteChange, favoritesCount }: FavoriteOptions) {
  const [ownFavorite, setOwnFavorite] = useState(defaultFavorite);
  const controlled = isFavorite !== undefined;
  const favorite = controlled ? isFavorite : ownFavorite;
  const shownCount =
    favoritesCount === undefined
      ? undefined
      : controlled
        ? favoritesCount
        : favoritesCount + Number(ownFavorite) - Number(defaultFavorite);

  const toggle = (next: boolean) => {
    if (!controlled) setOwnFavorite(next);
    onFavoriteChange?.(next);
  };

  return { favorite, shownCount, toggle };
}
