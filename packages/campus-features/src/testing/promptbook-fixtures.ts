import type { PromptbookItem, PromptSource } from "@campus/contract";

/** Prompts of the Promptbook's stories, in the demo course's words (`c-intro`), newest first. */

const intro = (lessonId: string, lessonTitle: string, sublessonId: string | null = null): PromptSource => ({
  courseId: "c-intro",
  courseTitle: "Wprowadzenie do AI",
  lessonId,
  sublessonId,
  lessonTitle,
});
const introEn = (lessonId: string, lessonTitle: string, sublessonId: string | null = null): PromptSource => ({
  ...intro(lessonId, lessonTitle, sublessonId),
  courseTitle: "Introduction to AI",
});

export const prompts: PromptbookItem[] = [
  {
    _id: "pb-sources",
    prompt:
      "Odpowiedz na moje pytanie i pod odpowiedzią wypisz źródła, z których korzystasz. Jeśli czegoś nie wiesz na pewno, napisz to wprost.",
    lessonId: "c-intro-l2",
    createdAt: "2026-11-21T16:40:00.000Z",
    source: intro("c-intro-l2", "Jak uczą się modele"),
  },
  {
    _id: "pb-summary",
    prompt: "Streść poniższy tekst w trzech zdaniach dla osoby, która nie zna tematu.\n\nTekst:\n[wklej tekst]",
    lessonId: "c-intro-l4-s1",
    createdAt: "2026-11-20T09:15:00.000Z",
    source: intro("c-intro-l4", "Dobre pytania do modelu", "c-intro-l4-s1"),
  },
  {
    _id: "pb-email",
    prompt: "Napisz uprzejmego maila do klienta z przeprosinami za opóźnienie dostawy. Maksymalnie 120 słów.",
    lessonId: null,
    createdAt: "2026-11-18T12:00:00.000Z",
    source: null,
  },
];

export const promptsEn: PromptbookItem[] = [
  {
    ...(prompts[0] as PromptbookItem),
    prompt:
      "Answer my question and list the sources you used below the answer. If you are not sure about something, say so plainly.",
    source: introEn("c-intro-l2", "How models learn"),
  },
  {
    ...(prompts[1] as PromptbookItem),
    prompt: "Summarise the text below in three sentences for someone new to the subject.\n\nText:\n[paste the text]",
    source: introEn("c-intro-l4", "Good questions for a model", "c-intro-l4-s1"),
  },
  {
    ...(prompts[2] as PromptbookItem),
    prompt: "Write a polite email to a customer apologising for a late delivery. At most 120 words.",
  },
];

/** Polish as long as real prompts and titles get, for layouts that must not break. */
export const longPolishPrompts: PromptbookItem[] = [
  {
    _id: "pb-long",
    prompt: `Jesteś doświadczonym konsultantem ds. transformacji cyfrowej w średniej wielkości przedsiębiorstwie produkcyjnym. ${"Przeanalizuj przedstawione niżej procesy, wskaż najbardziej czasochłonne czynności, zaproponuj konkretne narzędzia sztucznej inteligencji wraz z uzasadnieniem i oszacuj, ile godzin miesięcznie można dzięki nim zaoszczędzić. ".repeat(3)}Najdłuższewyrażeniebezspacjiktóremusisiępoprawniezawinąćnawąskimekranie.`,
    lessonId: "c-intro-l6",
    createdAt: "2026-11-22T08:00:00.000Z",
    source: {
      courseId: "c-intro",
      courseTitle: "Wprowadzenie do sztucznej inteligencji w przedsiębiorstwach produkcyjnych i usługowych",
      lessonId: "c-intro-l6",
      sublessonId: null,
      lessonTitle:
        "Sprawdzian wiedzy: odpowiedzialne i bezpieczne korzystanie z narzędzi generatywnej sztucznej inteligencji",
    },
  },
  ...prompts.slice(0, 1),
];
