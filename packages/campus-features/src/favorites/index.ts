export { cardWithFavorite, type FavoriteCall, type FavoriteChange, favoriteShownBy } from "./favorite-shown";
export { type FavoriteTexts, useToolFavorite } from "./use-tool-favorite";
