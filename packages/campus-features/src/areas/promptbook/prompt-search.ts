import type { PromptbookItem } from "@campus/contract";
import { lessonPath } from "@campus/contract";

/** The longest search phrase kept (a prompt is at most 4000 characters; nobody searches with a paragraph). */
export const PROMPT_SEARCH_MAX_LENGTH = 100;

/** Text compared without case or Polish diacritics, so that "zrodla" finds "Źródła". */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLocaleLowerCase("pl");

/** The phrase as searched: trimmed, inner spaces collapsed, cut to the longest kept. */
export const cleanPromptSearch = (phrase: string) =>
  phrase.trim().replace(/\s+/g, " ").slice(0, PROMPT_SEARCH_MAX_LENGTH);

/**
 * The prompts a search finds: each word of the phrase must appear in the prompt, its lesson's title or its
 * course's title (in any order); an empty phrase finds them all. The order stays (newest first).
 */
export function searchPrompts(items: readonly PromptbookItem[], phrase: string): PromptbookItem[] {
  const words = foldText(cleanPromptSearch(phrase)).split(" ").filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldText([item.prompt, item.source?.lessonTitle ?? "", item.source?.courseTitle ?? ""].join("\n"));
    return words.every((word) => haystack.includes(word));
  });
}

/** The address of the lesson a prompt came from, e.g. `/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1`. */
export function lessonHref(source: NonNullable<PromptbookItem["source"]>): string {
  return lessonPath(source.courseId, source.lessonId, source.sublessonId);
}
