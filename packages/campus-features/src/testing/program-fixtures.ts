import type {
  CourseCard,
  FilterOption,
  FiltersAnswer,
  ModuleAnswer,
  ModuleCard,
  ModuleCoursesAnswer,
  ModulesAnswer,
} from "@campus/contract";
import { courseCard } from "./course-card";
import { cover } from "./media";

/**
 * Programs, their courses and the filter options, typed by the contract in the demo's own words (Polish and
 * the English the API sends with the `en` language cookie). `programs/program-fixtures.test.ts` checks them
 * against the schemas.
 */
type ProgramDetails = ModuleAnswer["moduleDetails"];

const program = (
  card: Pick<ModuleCard, "_id" | "title" | "description" | "rank" | "access" | "coursesCount"> &
    Partial<ModuleCard> & { longDescription: string },
  image: number,
): ProgramDetails => ({ image: cover(image), completedCoursesCount: 0, ...card });

/** The demo's four programs, as the learner at rank 2 sees them: the advanced one needs rank 3. */
export const programDetails = {
  foundations: program(
    {
      _id: "p-foundations",
      title: "Podstawy AI",
      description: "Pierwsze kroki ze sztuczną inteligencją.",
      longDescription:
        "Pierwsze kroki ze sztuczną inteligencją. Program prowadzi od podstaw do samodzielnej pracy: czym są modele językowe, jak pisać prompty, jak bezpiecznie korzystać z danych i jak zbudować własnego asystenta.",
      rank: 1,
      access: "available",
      coursesCount: 14,
      completedCoursesCount: 2,
    },
    1,
  ),
  practice: program(
    {
      _id: "p-practice",
      title: "AI w praktyce",
      description: "Narzędzia AI w codziennej pracy.",
      longDescription:
        "Narzędzia AI w codziennej pracy. Program prowadzi od podstaw do samodzielnej pracy: automatyzacje, dokumenty i poczta.",
      rank: 2,
      access: "available",
      coursesCount: 3,
    },
    2,
  ),
  business: program(
    {
      _id: "p-business",
      title: "AI w biznesie",
      description: "Strategia, procesy i zespoły.",
      longDescription: "Strategia, procesy i zespoły. Program prowadzi od podstaw do samodzielnej pracy.",
      rank: 2,
      access: "completed",
      coursesCount: 2,
      completedCoursesCount: 2,
    },
    3,
  ),
  advanced: program(
    {
      _id: "p-advanced",
      title: "Zaawansowane AI",
      description: "Agenci, automatyzacje i własne modele.",
      longDescription: "Agenci, automatyzacje i własne modele. Program prowadzi od podstaw do samodzielnej pracy.",
      rank: 3,
      access: "unavailable",
      coursesCount: 2,
    },
    4,
  ),
};

const inEnglish = (details: ProgramDetails, title: string, description: string, more: string): ProgramDetails => ({
  ...details,
  title,
  description,
  longDescription: `${description} ${more}`,
});

export const programDetailsEn: typeof programDetails = {
  foundations: inEnglish(
    programDetails.foundations,
    "AI foundations",
    "First steps with artificial intelligence.",
    "The program leads from the basics to working on your own: what language models are, how to write prompts, how to handle data safely and how to build your own assistant.",
  ),
  practice: inEnglish(
    programDetails.practice,
    "AI in practice",
    "AI tools in everyday work.",
    "The program leads from the basics to working on your own: automation, documents and mail.",
  ),
  business: inEnglish(
    programDetails.business,
    "AI for business",
    "Strategy, processes and teams.",
    "The program leads from the basics to working on your own.",
  ),
  advanced: inEnglish(
    programDetails.advanced,
    "Advanced AI",
    "Agents, automation and custom models.",
    "The program leads from the basics to working on your own.",
  ),
};

/** A program as a card of the list: the details without the long description. */
const asCard = ({ longDescription: _, ...card }: ProgramDetails): ModuleCard => card;

export const programCards: ModuleCard[] = Object.values(programDetails).map(asCard);
export const programCardsEn: ModuleCard[] = Object.values(programDetailsEn).map(asCard);

/** A campus with more programs than one page holds (12, 9 a page), for paging. */
export const programCatalogue: ModuleCard[] = [
  ...programCards,
  ...(
    [
      ["p-marketing", "AI w marketingu", "Kampanie, treści i analityka z pomocą AI.", 1],
      ["p-education", "AI w edukacji", "Lekcje, materiały i ocenianie wspierane przez AI.", 1],
      ["p-hr", "AI w HR", "Rekrutacja, wdrożenia i rozwój pracowników.", 2],
      ["p-finance", "AI w finansach", "Raporty, prognozy i kontrola kosztów.", 2],
      ["p-data", "Analiza danych", "Od arkusza do modelu predykcyjnego.", 2],
      ["p-content", "Tworzenie treści", "Teksty, obrazy i wideo w jednym procesie.", 1],
      ["p-service", "AI w obsłudze klienta", "Czaty, bazy wiedzy i automatyczne odpowiedzi.", 3],
      ["p-law", "Etyka i prawo AI", "AI Act, RODO i odpowiedzialne wdrożenia.", 1],
    ] as const
  ).map(
    ([_id, title, description, rank], index): ModuleCard => ({
      _id,
      title,
      description,
      image: cover(index + 5),
      rank,
      access: rank > 2 ? "unavailable" : "available",
      coursesCount: 4 + (index % 3),
      completedCoursesCount: index === 0 ? 1 : 0,
    }),
  ),
];

/** Titles and descriptions as long as real Polish ones get. */
export const programLongText: ProgramDetails = {
  ...programDetails.foundations,
  _id: "p-long",
  title: "Sztuczna inteligencja w administracji samorządowej i państwowej: od przepisów do codziennej pracy urzędników",
  description:
    "Praktyczne wykorzystanie dużych modeli językowych przy przygotowywaniu, przeglądaniu i zatwierdzaniu dokumentów urzędowych.",
  longDescription:
    "Program dla pracowników urzędów gmin, powiatów i województw oraz administracji rządowej. Omawia przepisy o ochronie danych osobowych, zasady bezpiecznego korzystania z narzędzi sztucznej inteligencji, przygotowywanie pism, decyzji i odpowiedzi na wnioski obywateli, a także automatyzację powtarzalnych czynności w elektronicznym obiegu dokumentów.",
};
export const programCardsLongText: ModuleCard[] = [asCard(programLongText), ...programCards.slice(1)];

/** The fourteen courses of the foundations program, in its order: two pages of twelve. */
const foundationsCourses: [string, string, string, string, string, Partial<CourseCard>][] = [
  [
    "c-intro",
    "Wprowadzenie do AI",
    "Czym jest sztuczna inteligencja i jak z niej korzystać.",
    "Introduction to AI",
    "What artificial intelligence is and how to use it.",
    { status: "started", progressPercentage: 40 },
  ],
  [
    "c-prompting",
    "Pisanie promptów",
    "Jak rozmawiać z modelami językowymi.",
    "Writing prompts",
    "How to talk to language models.",
    { status: "completed", progressPercentage: 100, hasCertificate: false },
  ],
  [
    "c-final-single",
    "Projekt: asystent AI",
    "Zbuduj własnego asystenta i opisz go.",
    "Project: an AI assistant",
    "Build your own assistant and describe it.",
    { courseType: "final-work", hasCertificate: false },
  ],
  [
    "c-polish-law",
    "Prawo AI w Polsce",
    "Polskie i unijne przepisy o sztucznej inteligencji.",
    "AI law in Poland",
    "Polish and EU law on artificial intelligence.",
    { hasCertificate: false, languages: ["pl"], status: "completed", progressPercentage: 100 },
  ],
  ["c-ethics", "Etyka AI", "Kurs: Etyka AI.", "AI ethics", "Course: AI ethics.", {}],
  [
    "c-images",
    "Generowanie obrazów",
    "Kurs: Generowanie obrazów.",
    "Generating images",
    "Course: Generating images.",
    {},
  ],
  ["c-audio", "AI w audio", "Kurs: AI w audio.", "AI for audio", "Course: AI for audio.", {}],
  [
    "c-data",
    "Analiza danych z AI",
    "Kurs: Analiza danych z AI.",
    "Data analysis with AI",
    "Course: Data analysis.",
    {},
  ],
  ["c-video", "Wideo z AI", "Kurs: Wideo z AI.", "Video with AI", "Course: Video with AI.", {}],
  ["c-research", "Research z AI", "Kurs: Research z AI.", "Research with AI", "Course: Research with AI.", {}],
  ["c-writing", "Pisanie z AI", "Kurs: Pisanie z AI.", "Writing with AI", "Course: Writing with AI.", {}],
  ["c-safety", "Bezpieczeństwo danych", "Kurs: Bezpieczeństwo danych.", "Data safety", "Course: Data safety.", {}],
  [
    "c-translation",
    "Tłumaczenia z AI",
    "Kurs: Tłumaczenia z AI.",
    "Translation with AI",
    "Course: Translation with AI.",
    {},
  ],
  [
    "c-presentations",
    "Prezentacje z AI",
    "Kurs: Prezentacje z AI.",
    "Presentations with AI",
    "Course: Presentations with AI.",
    {},
  ],
];

export const programCourses: CourseCard[] = foundationsCourses.map(([_id, title, description, , , more], index) =>
  courseCard({ _id, title, description, ...more }, index + 1),
);
export const programCoursesEn: CourseCard[] = foundationsCourses.map(([_id, , , title, description, more], index) =>
  courseCard({ _id, title, description, ...more }, index + 1),
);

/** Courses of the practice program, one of them above the learner's rank 2: shown locked. */
export const coursesAboveRank: CourseCard[] = [
  courseCard(
    {
      _id: "c-automation",
      programId: "p-practice",
      title: "Automatyzacje",
      description: "Łączenie narzędzi w przepływy.",
      rank: 2,
      status: "started",
      progressPercentage: 20,
    },
    2,
  ),
  courseCard(
    {
      _id: "c-office",
      programId: "p-practice",
      title: "AI w biurze",
      description: "Dokumenty, arkusze i poczta.",
      rank: 2,
      hasCertificate: false,
    },
    3,
  ),
  courseCard(
    {
      _id: "c-agents-preview",
      programId: "p-practice",
      title: "Agenci AI w pracy zespołu",
      description: "Zapowiedź programu zaawansowanego.",
      rank: 3,
      courseType: "final-work",
      hasCertificate: false,
    },
    4,
  ),
];

/** The two courses of the business program, both finished. */
export const businessCourses: CourseCard[] = [
  courseCard(
    {
      _id: "c-strategy",
      programId: "p-business",
      title: "Strategia AI",
      description: "Plan wdrożenia AI w firmie.",
      rank: 2,
      status: "completed",
      progressPercentage: 100,
    },
    5,
  ),
  courseCard(
    {
      _id: "c-teams",
      programId: "p-business",
      title: "Zespoły i AI",
      description: "Jak zmienia się praca zespołów.",
      rank: 2,
      status: "completed",
      progressPercentage: 100,
      hasCertificate: false,
    },
    6,
  ),
];

/** The courses of each demo program, by program id. */
export const coursesByProgram: Record<string, CourseCard[]> = {
  "p-foundations": programCourses,
  "p-practice": coursesAboveRank,
  "p-business": businessCourses,
};
export const coursesByProgramEn: Record<string, CourseCard[]> = {
  ...coursesByProgram,
  "p-foundations": programCoursesEn,
};

export const programCourseLongText: CourseCard = courseCard(
  {
    _id: "c-long",
    title:
      "Zaawansowane techniki przetwarzania języka naturalnego w zastosowaniach administracji samorządowej i państwowej",
    description:
      "Szczegółowe omówienie przygotowywania dokumentów urzędowych z wykorzystaniem dużych modeli językowych.",
    status: "started",
    progressPercentage: 5,
    courseType: "final-work",
    hasCertificate: false,
  },
  5,
);

const options = (entries: [string, string][]): FilterOption[] => entries.map(([value, label]) => ({ value, label }));

/** The option lists of every filter panel (`filters` call), as the demo seed holds them. */
export const filterOptions: FiltersAnswer = {
  domainCategories: options([
    ["text", "Tekst"],
    ["image", "Obraz"],
    ["video", "Wideo"],
    ["audio", "Dźwięk"],
    ["code", "Kod"],
    ["data", "Dane"],
  ]),
  businessCategories: options([
    ["marketing", "Marketing"],
    ["sales", "Sprzedaż"],
    ["hr", "HR"],
    ["education", "Edukacja"],
    ["productivity", "Produktywność"],
    ["design", "Projektowanie"],
  ]),
  partnerCategories: options([
    ["software", "Oprogramowanie"],
    ["education", "Edukacja"],
    ["hardware", "Sprzęt"],
    ["services", "Usługi"],
  ]),
  licenceTypes: options([
    ["freemium", "Freemium"],
    ["paid", "Płatne"],
  ]),
  ranks: options([
    ["1", "Ranga 1"],
    ["2", "Ranga 2"],
    ["3", "Ranga 3"],
  ]),
  modulesTypes: options([
    ["all", "Wszystkie"],
    ["available", "Dostępne"],
    ["unavailable", "Niedostępne"],
    ["completed", "Ukończone"],
  ]),
  moduleCourseTypes: options([
    ["all", "Wszystkie"],
    ["closed-test", "Z testem"],
    ["final-work", "Z pracą końcową"],
  ]),
  toolSort: options([["name", "Nazwa"]]),
};

export const filterOptionsEn: FiltersAnswer = {
  domainCategories: options([
    ["text", "Text"],
    ["image", "Image"],
    ["video", "Video"],
    ["audio", "Audio"],
    ["code", "Code"],
    ["data", "Data"],
  ]),
  businessCategories: options([
    ["marketing", "Marketing"],
    ["sales", "Sales"],
    ["hr", "HR"],
    ["education", "Education"],
    ["productivity", "Productivity"],
    ["design", "Design"],
  ]),
  partnerCategories: options([
    ["software", "Software"],
    ["education", "Education"],
    ["hardware", "Hardware"],
    ["services", "Services"],
  ]),
  licenceTypes: options([
    ["freemium", "Freemium"],
    ["paid", "Paid"],
  ]),
  ranks: options([
    ["1", "Rank 1"],
    ["2", "Rank 2"],
    ["3", "Rank 3"],
  ]),
  modulesTypes: options([
    ["all", "All"],
    ["available", "Available"],
    ["unavailable", "Unavailable"],
    ["completed", "Completed"],
  ]),
  moduleCourseTypes: options([
    ["all", "All"],
    ["closed-test", "With a test"],
    ["final-work", "With a final work"],
  ]),
  toolSort: options([["name", "Name"]]),
};

/** One page of a list, as the API pages every list. */
function pageOf<T>(items: T[], url: URL, defaultLimit: number) {
  const page = Number(url.searchParams.get("page") ?? 1);
  const limit = Number(url.searchParams.get("limit") ?? defaultLimit);
  return {
    data: items.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / limit)),
  };
}

interface Listed {
  title: string;
  description: string;
  rank: number;
}

/** The API's search, rank filter and sort over a list, so that stories show what a query really returns. */
function filtered<T extends Listed>(items: T[], url: URL, keep: (item: T, query: URLSearchParams) => boolean): T[] {
  const query = url.searchParams;
  const ranks = (query.get("rank") ?? "").split(",").filter(Boolean).map(Number);
  const search = (query.get("search") ?? "").trim().toLowerCase();
  const found = items
    .filter((item) => keep(item, query))
    .filter((item) => ranks.length === 0 || ranks.includes(item.rank))
    .filter(
      (item) =>
        search === "" || item.title.toLowerCase().includes(search) || item.description.toLowerCase().includes(search),
    );
  const sortBy = query.get("sortBy");
  if (sortBy === "title") found.sort((a, b) => a.title.localeCompare(b.title, "pl"));
  if (sortBy === "rank") found.sort((a, b) => a.rank - b.rank);
  return query.get("order") === "desc" ? found.reverse() : found;
}

/** The answer of the modules call for `url` over `programs`: filtered by type, rank and search, sorted, 9 a page. */
export function modulesAnswer(programs: ModuleCard[], url: URL): ModulesAnswer {
  const type = (item: ModuleCard, query: URLSearchParams) =>
    !query.get("modulesType") || query.get("modulesType") === "all" || item.access === query.get("modulesType");
  return pageOf(filtered(programs, url, type), url, 9);
}

/** The answer of a program's courses for `url` over `courses`: filtered by type, rank and search, 12 a page. */
export function moduleCoursesAnswer(courses: CourseCard[], url: URL): ModuleCoursesAnswer {
  const type = (item: CourseCard, query: URLSearchParams) =>
    !query.get("moduleCourseType") ||
    query.get("moduleCourseType") === "all" ||
    item.courseType === query.get("moduleCourseType");
  return pageOf(filtered(courses, url, type), url, 12);
}

/** The program whose page a request is for (`/api/modules/{id}` or `/api/modules/{id}/courses`). */
export function programIdOf(url: URL): string {
  return decodeURIComponent(url.pathname.split("/")[3] ?? "");
}

/** The details of a program by id, among the demo's programs. */
export function programDetailsById(all: typeof programDetails, id: string): ProgramDetails | undefined {
  return Object.values(all).find((details) => details._id === id);
}
