import type { AnswerOf } from "@campus/contract";

type CourseAnswer = AnswerOf<"course">;

/**
 * The course answer with one recommended tool's favorite set (SPEC section 4: the toggle flips isFavorite
 * and the count). The count moves by one unless the server's own count is given; a tool already in that
 * state is left alone, so applying a change twice (optimistically, then from the answer) never counts twice.
 */
export function withFavorite(
  answer: CourseAnswer,
  toolId: string,
  isFavorite: boolean,
  favoritesCount?: number,
): CourseAnswer {
  const tools = answer.data.recommendedTools.map((tool) => {
    if (tool._id !== toolId) return tool;
    if (favoritesCount !== undefined) return { ...tool, isFavorite, favoritesCount };
    if (tool.isFavorite === isFavorite) return tool;
    return { ...tool, isFavorite, favoritesCount: Math.max(0, tool.favoritesCount + (isFavorite ? 1 : -1)) };
  });
  return { data: { ...answer.data, recommendedTools: tools } };
}
