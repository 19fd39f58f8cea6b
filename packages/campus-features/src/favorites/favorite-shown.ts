import type { AnswerOf, ToolCard } from "@campus/contract";

/**
 * A tool card with its favorite set (SPEC section 4: the toggle flips isFavorite and the count). The count
 * moves by one unless the server's own count is given; a card already in that state is left alone, so
 * applying a change twice (optimistically, then from the answer) never counts twice.
 */
export function cardWithFavorite<T extends ToolCard>(
  card: T,
  toolId: string,
  isFavorite: boolean,
  favoritesCount?: number,
): T {
  if (card._id !== toolId) return card;
  if (favoritesCount !== undefined) return { ...card, isFavorite, favoritesCount };
  if (card.isFavorite === isFavorite) return card;
  return { ...card, isFavorite, favoritesCount: Math.max(0, card.favoritesCount + (isFavorite ? 1 : -1)) };
}

/** A change of one tool's favorite, applied to every cached answer that shows the tool. */
export interface FavoriteChange {
  toolId: string;
  isFavorite: boolean;
  /** The server's count once it answered; without it the count moves by one. */
  favoritesCount?: number;
}

const onCard = <T extends ToolCard>(card: T, change: FavoriteChange) =>
  cardWithFavorite(card, change.toolId, change.isFavorite, change.favoritesCount);

/**
 * The calls whose answers show a tool's favorite, each with the answer as it reads after a change: a page of
 * the catalogue (its other tools and its total stay), a tool's page, its related tools and a course's
 * recommended tools.
 */
export const favoriteShownBy = {
  tools: (answer: AnswerOf<"tools">, change: FavoriteChange): AnswerOf<"tools"> => ({
    ...answer,
    data: answer.data.map((card) => onCard(card, change)),
  }),
  tool: (answer: AnswerOf<"tool">, change: FavoriteChange): AnswerOf<"tool"> => ({
    tool: onCard(answer.tool, change),
  }),
  relatedTools: (answer: AnswerOf<"relatedTools">, change: FavoriteChange): AnswerOf<"relatedTools"> => ({
    tools: answer.tools.map((card) => onCard(card, change)),
  }),
  course: (answer: AnswerOf<"course">, change: FavoriteChange): AnswerOf<"course"> => ({
    data: { ...answer.data, recommendedTools: answer.data.recommendedTools.map((card) => onCard(card, change)) },
  }),
};

/** A call whose answer shows a tool's favorite. */
export type FavoriteCall = keyof typeof favoriteShownBy;

export const favoriteCalls = Object.keys(favoriteShownBy) as FavoriteCall[];
