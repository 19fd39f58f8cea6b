import type { FavoriteAnswer, LicenceType, Tool, ToolCard, ToolsAnswer } from "@campus/contract";

/**
 * The tools catalogue of the stories, in the demo seed's words (thirteen of its thirty tools, two pages of
 * nine): cards and pages in Polish and English, and the list, related and favorite answers worked out from a
 * request as the API does (search, categories, favorites only, by name, 9 a page).
 */

interface ToolText {
  description: string;
  longDescription: string;
  features: string[];
}
interface FixtureTool {
  name: string;
  licenceType: LicenceType;
  domainCategories: string[];
  businessCategories: string[];
  colour: string;
  isFavorite: boolean;
  favoritesCount: number;
  pl: ToolText;
  en: ToolText;
}

const catalogue: FixtureTool[] = [
  {
    name: "ChatAssist",
    licenceType: "paid",
    domainCategories: ["text"],
    businessCategories: ["productivity", "sales"],
    colour: "#1d4ed8",
    isFavorite: true,
    favoritesCount: 12,
    pl: {
      description: "Asystent czatu, który pisze, streszcza i odpowiada na pytania w Twoim imieniu.",
      longDescription:
        "ChatAssist to asystent oparty na dużym modelu językowym, który pomaga w codziennej pracy biurowej: przygotowuje szkice e-maili, streszcza długie dokumenty i odpowiada na pytania o wgrane pliki.\n\nWspólne przestrzenie robocze pozwalają zespołowi dzielić się sprawdzonymi promptami i historią rozmów, a panel administratora kontroluje, jakie dane trafiają do modelu.",
      features: [
        "Rozmowa z plikami PDF, DOCX i arkuszami",
        "Biblioteka promptów zespołu",
        "Tryb prywatny bez zapisu historii",
        "Integracja z pocztą i kalendarzem",
      ],
    },
    en: {
      description: "A chat assistant that drafts, summarises and answers questions on your behalf.",
      longDescription:
        "ChatAssist is an assistant built on a large language model that helps with everyday office work: it drafts e-mails, summarises long documents and answers questions about uploaded files.\n\nShared workspaces let a team share proven prompts and conversation history, while the admin panel controls which data reaches the model.",
      features: [
        "Chat with PDF, DOCX files and spreadsheets",
        "A team prompt library",
        "Private mode with no history kept",
        "Mail and calendar integration",
      ],
    },
  },
  {
    name: "ImageForge",
    licenceType: "freemium",
    domainCategories: ["image"],
    businessCategories: ["design", "marketing"],
    colour: "#7c3aed",
    isFavorite: true,
    favoritesCount: 8,
    pl: {
      description: "Generator grafik z opisu tekstowego: ilustracje, wizualizacje produktów i tła do reklam.",
      longDescription:
        "ImageForge tworzy obrazy na podstawie opisu w języku naturalnym. Wystarczy napisać, co ma się znaleźć na grafice, wybrać styl i proporcje, a po kilku sekundach otrzymasz cztery warianty do wyboru.\n\nNarzędzie pozwala poprawiać wybrane fragmenty obrazu, poszerzać kadr i utrzymywać spójny styl marki w całej kampanii.",
      features: [
        "Generowanie obrazów z opisu",
        "Edycja zaznaczonego fragmentu",
        "Zapisane style marki",
        "Eksport w wysokiej rozdzielczości",
      ],
    },
    en: {
      description: "An image generator working from a text prompt: illustrations, product shots and ad backgrounds.",
      longDescription:
        "ImageForge creates images from a description in plain language. Write what the picture should show, pick a style and an aspect ratio, and a few seconds later you have four variants to choose from.\n\nThe tool lets you repaint selected parts of an image, extend the frame and keep a consistent brand style across a whole campaign.",
      features: [
        "Images from a description",
        "Editing a selected area",
        "Saved brand styles",
        "High-resolution export",
      ],
    },
  },
  {
    name: "VoiceCraft",
    licenceType: "freemium",
    domainCategories: ["audio"],
    businessCategories: ["marketing", "education"],
    colour: "#0f766e",
    isFavorite: false,
    favoritesCount: 4,
    pl: {
      description: "Zamienia tekst w naturalnie brzmiącą mowę w kilkudziesięciu językach, także po polsku.",
      longDescription:
        "VoiceCraft czyta na głos dowolny tekst głosami, które trudno odróżnić od lektora. Sprawdza się przy nagrywaniu materiałów szkoleniowych, podcastów i komunikatów na infolinię.\n\nMożesz regulować tempo, intonację i pauzy, a w planie płatnym także sklonować własny głos na podstawie kilkuminutowego nagrania.",
      features: [
        "Ponad 40 języków i 300 głosów",
        "Kontrola tempa i intonacji",
        "Eksport do MP3 i WAV",
        "Klonowanie głosu w planie płatnym",
      ],
    },
    en: {
      description: "Turns text into natural-sounding speech in dozens of languages, Polish included.",
      longDescription:
        "VoiceCraft reads any text aloud in voices that are hard to tell from a voice actor. It suits training materials, podcasts and helpline messages.\n\nYou can adjust pace, intonation and pauses, and on the paid plan clone your own voice from a few minutes of recording.",
      features: [
        "Over 40 languages and 300 voices",
        "Pace and intonation control",
        "MP3 and WAV export",
        "Voice cloning on the paid plan",
      ],
    },
  },
  {
    name: "CodePilot",
    licenceType: "paid",
    domainCategories: ["code"],
    businessCategories: ["productivity"],
    colour: "#1f2937",
    isFavorite: false,
    favoritesCount: 9,
    pl: {
      description: "Podpowiada kod w edytorze, pisze testy i wyjaśnia nieznane fragmenty projektu.",
      longDescription:
        "CodePilot działa jako wtyczka do popularnych edytorów i podpowiada kolejne linie kodu na podstawie kontekstu całego projektu. Potrafi napisać testy jednostkowe, zaproponować poprawkę błędu i wyjaśnić, co robi odziedziczony moduł.\n\nFirmowa wersja nie wykorzystuje kodu klientów do trenowania modeli i pozwala wskazać repozytoria, z których asystent może czerpać wiedzę.",
      features: [
        "Podpowiedzi w VS Code i JetBrains",
        "Generowanie testów jednostkowych",
        "Wyjaśnianie i refaktoryzacja kodu",
        "Tryb firmowy bez trenowania na Twoim kodzie",
      ],
    },
    en: {
      description: "Suggests code in your editor, writes tests and explains unfamiliar parts of a project.",
      longDescription:
        "CodePilot works as a plug-in for popular editors and suggests the next lines of code from the context of the whole project. It can write unit tests, propose a bug fix and explain what a legacy module does.\n\nThe business edition never trains models on customers' code and lets you choose the repositories the assistant may learn from.",
      features: [
        "Suggestions in VS Code and JetBrains",
        "Unit test generation",
        "Explaining and refactoring code",
        "Business mode with no training on your code",
      ],
    },
  },
  {
    name: "DataLens",
    licenceType: "freemium",
    domainCategories: ["data"],
    businessCategories: ["sales", "productivity"],
    colour: "#0369a1",
    isFavorite: false,
    favoritesCount: 3,
    pl: {
      description: "Odpowiada na pytania o dane z arkuszy i baz językiem naturalnym, z wykresami.",
      longDescription:
        "DataLens łączy się z arkuszami, plikami CSV i bazami danych, a potem pozwala zadawać pytania zwykłym językiem, na przykład „jak zmieniała się sprzedaż w regionach w tym kwartale?”. Odpowiedź przychodzi jako tabela, wykres i krótki komentarz.\n\nKażdą analizę można zapisać jako raport, który odświeża się sam, gdy przybywa danych.",
      features: [
        "Pytania o dane zwykłym językiem",
        "Automatyczne wykresy i komentarze",
        "Połączenia z Google Sheets, Excel i SQL",
        "Raporty odświeżane według harmonogramu",
      ],
    },
    en: {
      description: "Answers questions about data in spreadsheets and databases in plain language, with charts.",
      longDescription:
        "DataLens connects to spreadsheets, CSV files and databases, then lets you ask questions in ordinary language, such as “how did sales change by region this quarter?”. The answer comes as a table, a chart and a short commentary.\n\nEvery analysis can be saved as a report that refreshes itself as new data arrives.",
      features: [
        "Questions about data in plain language",
        "Automatic charts and commentary",
        "Connections to Google Sheets, Excel and SQL",
        "Reports refreshed on a schedule",
      ],
    },
  },
  {
    name: "SlideMaker",
    licenceType: "freemium",
    domainCategories: ["text", "image"],
    businessCategories: ["education", "sales"],
    colour: "#c2410c",
    isFavorite: false,
    favoritesCount: 5,
    pl: {
      description: "Tworzy prezentację z konspektu lub dokumentu: układ slajdów, grafiki i notatki prelegenta.",
      longDescription:
        "SlideMaker zamienia konspekt, artykuł albo notatki ze spotkania w gotową prezentację. Dobiera układ slajdów, ilustracje i ikony, a do każdego slajdu dopisuje notatki dla prelegenta.\n\nGotowy plik otworzysz w PowerPoincie lub Google Slides i dopracujesz jak zwykłą prezentację.",
      features: [
        "Prezentacja z tekstu w minutę",
        "Motywy zgodne z identyfikacją firmy",
        "Notatki prelegenta do każdego slajdu",
        "Eksport do PPTX i PDF",
      ],
    },
    en: {
      description: "Builds a presentation from an outline or a document: slide layouts, visuals and speaker notes.",
      longDescription:
        "SlideMaker turns an outline, an article or meeting notes into a finished presentation. It picks slide layouts, illustrations and icons, and writes speaker notes for every slide.\n\nOpen the result in PowerPoint or Google Slides and polish it like any other deck.",
      features: [
        "A deck from text in a minute",
        "Themes that follow your brand",
        "Speaker notes for every slide",
        "PPTX and PDF export",
      ],
    },
  },
  {
    name: "TranscribeIt",
    licenceType: "freemium",
    domainCategories: ["audio", "text"],
    businessCategories: ["productivity", "hr"],
    colour: "#be123c",
    isFavorite: false,
    favoritesCount: 6,
    pl: {
      description: "Spisuje nagrania i wywiady z podziałem na rozmówców, także w języku polskim.",
      longDescription:
        "TranscribeIt zamienia nagrania audio i wideo w tekst z oznaczeniem, kto mówi. Dobrze radzi sobie z polszczyzną, nazwami własnymi i słownictwem branżowym, które możesz dodać do własnego słownika.\n\nTranskrypcję można przeszukiwać, poprawiać w edytorze zsynchronizowanym z nagraniem i eksportować jako napisy.",
      features: [
        "Rozpoznawanie mówców",
        "Własny słownik pojęć",
        "Edytor zsynchronizowany z nagraniem",
        "Eksport do DOCX, SRT i VTT",
      ],
    },
    en: {
      description: "Transcribes recordings and interviews with speakers labelled, Polish included.",
      longDescription:
        "TranscribeIt turns audio and video recordings into text that shows who is speaking. It handles Polish, proper names and industry vocabulary well, and you can add terms to your own dictionary.\n\nTranscripts can be searched, corrected in an editor synchronised with the recording and exported as subtitles.",
      features: [
        "Speaker recognition",
        "Custom vocabulary",
        "Editor synchronised with the recording",
        "DOCX, SRT and VTT export",
      ],
    },
  },
  {
    name: "MailMate",
    licenceType: "freemium",
    domainCategories: ["text"],
    businessCategories: ["sales", "marketing"],
    colour: "#0e7490",
    isFavorite: false,
    favoritesCount: 7,
    pl: {
      description: "Pisze i personalizuje e-maile sprzedażowe oraz podpowiada, kiedy wysłać przypomnienie.",
      longDescription:
        "MailMate przygotowuje wiadomości do klientów na podstawie notatek z CRM i historii korespondencji. Każdy e-mail dopasowuje do odbiorcy, a skrzynka podpowiada, na które wiadomości warto odpowiedzieć najpierw.\n\nStatystyki pokazują, które tematy i godziny wysyłki dają najwięcej odpowiedzi.",
      features: [
        "Szkice e-maili dopasowane do odbiorcy",
        "Sekwencje przypomnień",
        "Integracja z popularnymi CRM",
        "Analiza otwarć i odpowiedzi",
      ],
    },
    en: {
      description: "Writes and personalises sales e-mails and suggests when to send a follow-up.",
      longDescription:
        "MailMate drafts messages to customers from CRM notes and the history of your correspondence. Each e-mail is tailored to its recipient, and the inbox suggests which messages to answer first.\n\nStatistics show which subject lines and sending times bring the most replies.",
      features: [
        "E-mail drafts tailored to the recipient",
        "Follow-up sequences",
        "Integration with popular CRMs",
        "Open and reply analytics",
      ],
    },
  },
  {
    name: "PromptLab",
    licenceType: "freemium",
    domainCategories: ["text", "code"],
    businessCategories: ["education", "productivity"],
    colour: "#6d28d9",
    isFavorite: false,
    favoritesCount: 7,
    pl: {
      description: "Pracownia do pisania, testowania i porównywania promptów na kilku modelach naraz.",
      longDescription:
        "PromptLab pozwala uruchomić ten sam prompt na kilku modelach językowych i porównać odpowiedzi obok siebie. Zmiany w promptach są wersjonowane, więc łatwo wrócić do wariantu, który działał najlepiej.\n\nZestawy testowe sprawdzają, czy po poprawce prompt nadal radzi sobie z trudnymi przypadkami.",
      features: [
        "Porównanie modeli obok siebie",
        "Historia wersji promptów",
        "Zestawy przypadków testowych",
        "Szacowanie kosztu zapytań",
      ],
    },
    en: {
      description: "A workshop for writing, testing and comparing prompts on several models at once.",
      longDescription:
        "PromptLab runs the same prompt on several language models and compares the answers side by side. Prompt changes are versioned, so it is easy to return to the variant that worked best.\n\nTest suites check that a revised prompt still handles the difficult cases.",
      features: ["Side-by-side model comparison", "Prompt version history", "Test case suites", "Query cost estimates"],
    },
  },
  {
    name: "TranslateNow",
    licenceType: "freemium",
    domainCategories: ["text"],
    businessCategories: ["education", "marketing"],
    colour: "#2563eb",
    isFavorite: false,
    favoritesCount: 10,
    pl: {
      description: "Tłumaczy dokumenty i strony z zachowaniem formatowania oraz firmowej terminologii.",
      longDescription:
        "TranslateNow tłumaczy całe dokumenty, prezentacje i strony internetowe, zachowując ich układ. Glosariusz firmy pilnuje, by nazwy produktów i kluczowe pojęcia były tłumaczone zawsze tak samo.\n\nMożesz wybrać ton tłumaczenia, formalny lub swobodny, i porównać wersję maszynową z poprawioną przez redaktora.",
      features: [
        "Ponad 30 języków",
        "Zachowanie formatowania plików",
        "Glosariusz firmowy",
        "Wybór tonu: formalny lub swobodny",
      ],
    },
    en: {
      description: "Translates documents and web pages, keeping their formatting and your company terminology.",
      longDescription:
        "TranslateNow translates whole documents, presentations and web pages while keeping their layout. A company glossary makes sure product names and key terms are always translated the same way.\n\nYou can choose a formal or casual tone and compare the machine version with one revised by an editor.",
      features: ["Over 30 languages", "File formatting kept", "Company glossary", "A choice of tone: formal or casual"],
    },
  },
  {
    name: "ResearchBot",
    licenceType: "paid",
    domainCategories: ["text", "data"],
    businessCategories: ["education"],
    colour: "#334155",
    isFavorite: false,
    favoritesCount: 1,
    pl: {
      description: "Przeszukuje publikacje i raporty, a odpowiedzi podaje z przypisami do źródeł.",
      longDescription:
        "ResearchBot odpowiada na pytania badawcze na podstawie artykułów naukowych, raportów branżowych i Twoich własnych dokumentów. Każde zdanie odpowiedzi ma przypis, więc łatwo sprawdzić, skąd pochodzi informacja.\n\nNarzędzie zestawia wyniki wielu badań w tabeli i wskazuje, gdzie autorzy się ze sobą nie zgadzają.",
      features: [
        "Odpowiedzi z przypisami do źródeł",
        "Przeszukiwanie 200 mln publikacji",
        "Zestawienia wyników badań",
        "Eksport bibliografii",
      ],
    },
    en: {
      description: "Searches papers and reports and answers with footnotes pointing to the sources.",
      longDescription:
        "ResearchBot answers research questions from scientific papers, industry reports and your own documents. Every sentence of an answer has a footnote, so you can easily check where the information comes from.\n\nThe tool tabulates the findings of many studies and shows where authors disagree.",
      features: [
        "Answers with footnotes to sources",
        "Searches 200 million publications",
        "Tables of study findings",
        "Bibliography export",
      ],
    },
  },
  {
    name: "MeetNotes",
    licenceType: "freemium",
    domainCategories: ["audio", "text"],
    businessCategories: ["productivity", "hr"],
    colour: "#a16207",
    isFavorite: false,
    favoritesCount: 2,
    pl: {
      description: "Dołącza do spotkań online, sporządza notatkę i listę zadań z przypisanymi osobami.",
      longDescription:
        "MeetNotes nagrywa spotkania w Teams, Zoomie i Google Meet, a po ich zakończeniu wysyła uczestnikom podsumowanie: najważniejsze ustalenia, decyzje i listę zadań z osobami odpowiedzialnymi.\n\nMożesz zapytać asystenta, co ustalono na spotkaniach w ostatnim miesiącu, bez przeglądania nagrań.",
      features: [
        "Notatki ze spotkań Teams, Zoom i Meet",
        "Lista zadań z osobami odpowiedzialnymi",
        "Wyszukiwanie w historii spotkań",
        "Podsumowania wysyłane e-mailem",
      ],
    },
    en: {
      description: "Joins online meetings and writes up notes and an action list with owners.",
      longDescription:
        "MeetNotes records meetings in Teams, Zoom and Google Meet and, once they end, sends participants a summary: the key points, decisions and an action list with owners.\n\nYou can ask the assistant what was agreed in last month's meetings without watching the recordings.",
      features: [
        "Notes from Teams, Zoom and Meet",
        "Action lists with owners",
        "Search across past meetings",
        "Summaries sent by e-mail",
      ],
    },
  },
  {
    name: "SheetGenius",
    licenceType: "paid",
    domainCategories: ["data"],
    businessCategories: ["productivity"],
    colour: "#15803d",
    isFavorite: false,
    favoritesCount: 0,
    pl: {
      description: "Pisze formuły arkusza z opisu słownego, czyści dane i wyjaśnia skomplikowane obliczenia.",
      longDescription:
        "SheetGenius działa w Excelu i Arkuszach Google. Opisz, co chcesz policzyć, a dostaniesz gotową formułę z wyjaśnieniem, jak działa. Narzędzie wykrywa też duplikaty, literówki i niespójne formaty dat.\n\nDla powtarzalnych zadań przygotowuje makra, które uruchomisz jednym kliknięciem.",
      features: [
        "Formuły z opisu słownego",
        "Czyszczenie i ujednolicanie danych",
        "Wyjaśnianie istniejących formuł",
        "Makra do powtarzalnych zadań",
      ],
    },
    en: {
      description: "Writes spreadsheet formulas from a plain description, cleans data and explains complex sums.",
      longDescription:
        "SheetGenius works in Excel and Google Sheets. Describe what you want to calculate and you get a ready formula with an explanation of how it works. The tool also finds duplicates, typos and inconsistent date formats.\n\nFor repetitive tasks it prepares macros you run with one click.",
      features: [
        "Formulas from a plain description",
        "Cleaning and standardising data",
        "Explaining existing formulas",
        "Macros for repetitive tasks",
      ],
    },
  },
];

/** A monogram logo in the tool's colour, as the demo seed draws them. */
function monogram(name: string, colour: string): string {
  const letters = (name.match(/[A-Z]/g) ?? [name[0] ?? "?"]).slice(0, 2).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const toolOf = (tool: FixtureTool, text: ToolText): Tool => ({
  _id: `t-${tool.name.toLowerCase()}`,
  name: tool.name,
  description: text.description,
  logo: monogram(tool.name, tool.colour),
  url: `https://example.com/tools/${tool.name.toLowerCase()}`,
  domainCategories: tool.domainCategories,
  businessCategories: tool.businessCategories,
  licenceType: tool.licenceType,
  isFavorite: tool.isFavorite,
  favoritesCount: tool.favoritesCount,
  longDescription: text.longDescription,
  features: text.features,
});

/** Every tool's page, in Polish and in English. */
export const toolPages: Tool[] = catalogue.map((tool) => toolOf(tool, tool.pl));
export const toolPagesEn: Tool[] = catalogue.map((tool) => toolOf(tool, tool.en));

/** A tool's card: its page without the long description and features. */
export const cardOf = ({ longDescription: _long, features: _features, ...card }: Tool): ToolCard => card;
export const toolCards: ToolCard[] = toolPages.map(cardOf);
export const toolCardsEn: ToolCard[] = toolPagesEn.map(cardOf);

/** A tool whose name and texts run long in Polish, for layouts that must not break. */
export const longPolishTool: Tool = {
  ...toolOf(catalogue[0] as FixtureTool, (catalogue[0] as FixtureTool).pl),
  _id: "t-asystent",
  logo: monogram("Asystent Przedsiębiorczości", "#0f766e"),
  name: "Asystent Przedsiębiorczości i Zarządzania Dokumentacją Współpracowników Średnich Przedsiębiorstw",
  description:
    "Wszechstronne narzędzie do przygotowywania, porządkowania i przeszukiwania dokumentacji przedsiębiorstwa: umów, regulaminów, sprawozdań finansowych i korespondencji z kontrahentami, z uwzględnieniem obowiązujących przepisów.",
  longDescription:
    "Asystent Przedsiębiorczości porządkuje dokumentację przedsiębiorstwa, wyszukuje w niej niezbędne informacje i przygotowuje projekty pism, uwzględniając obowiązujące przepisy prawa pracy, prawa handlowego i ochrony danych osobowych. Współpracownicy otrzymują powiadomienia o zbliżających się terminach, niezbędnych aktualizacjach regulaminów oraz dokumentach oczekujących na zatwierdzenie.\n\nDzięki szczegółowym uprawnieniom każdy zespół widzi wyłącznie dokumenty, do których powinien mieć dostęp, a historia zmian pozwala prześledzić, kto, kiedy i dlaczego wprowadził poprawki.",
  features: [
    "Przygotowywanie projektów umów, aneksów i porozumień z kontrahentami",
    "Przypomnienia o terminach wypowiedzeń, przedłużeń i obowiązkowych sprawozdań",
    "Szczegółowe uprawnienia współpracowników do poszczególnych kategorii dokumentów",
  ],
};

const byName = (a: ToolCard, b: ToolCard) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
const listOf = (text: string | null) => (text ? text.split(",").filter(Boolean) : []);

/**
 * One page of `list` as the API answers the tools call's query: a search in names and descriptions, any of the
 * domain and any of the business categories, favorites only, by name, `limit` a page (9 unless asked).
 */
export function toolsAnswer(list: readonly ToolCard[], url: URL): ToolsAnswer {
  const query = url.searchParams;
  const search = (query.get("search") ?? "").trim().toLowerCase();
  const domains = listOf(query.get("domainCategories"));
  const businesses = listOf(query.get("businessCategories"));
  const favorites = query.get("showFavorites") === "true";
  const found = list
    .filter(
      (tool) =>
        (search === "" || `${tool.name} ${tool.description}`.toLowerCase().includes(search)) &&
        (domains.length === 0 || tool.domainCategories.some((value) => domains.includes(value))) &&
        (businesses.length === 0 || tool.businessCategories.some((value) => businesses.includes(value))) &&
        (!favorites || tool.isFavorite),
    )
    .sort(byName);
  const page = Number(query.get("page") ?? 1);
  const limit = Number(query.get("limit") ?? 9);
  return {
    data: found.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount: found.length,
    totalPages: Math.ceil(found.length / limit),
  };
}

/** Up to three other tools sharing a domain or business category with `id`, by name (as the API picks them). */
export function relatedTo(list: readonly ToolCard[], id: string): ToolCard[] {
  const tool = list.find((candidate) => candidate._id === id);
  if (!tool) return [];
  const shares = (other: ToolCard) =>
    other.domainCategories.some((value) => tool.domainCategories.includes(value)) ||
    other.businessCategories.some((value) => tool.businessCategories.includes(value));
  return list
    .filter((other) => other._id !== id && shares(other))
    .sort(byName)
    .slice(0, 3);
}

/** A call the story's handlers answered (the shape of `callLog`'s entries). */
interface SentCall {
  name: string;
  url: string;
}

const lastSegment = (url: string) =>
  decodeURIComponent(new URL(url, "http://campus.test").pathname.split("/").pop() ?? "");

/**
 * `list` after the favorites the learner changed in this story, in order: each mark flips the tool and its
 * count once. Derived from the story's call log (emptied at every render), so each render starts afresh.
 */
export function withFavoritesFrom<T extends ToolCard>(list: readonly T[], log: readonly SentCall[]): T[] {
  const marks = new Map<string, boolean>();
  for (const call of log) {
    if (call.name === "addFavorite") marks.set(lastSegment(call.url), true);
    if (call.name === "removeFavorite") marks.set(lastSegment(call.url), false);
  }
  return list.map((tool) => {
    const mark = marks.get(tool._id);
    if (mark === undefined || mark === tool.isFavorite) return tool;
    return { ...tool, isFavorite: mark, favoritesCount: Math.max(0, tool.favoritesCount + (mark ? 1 : -1)) };
  });
}

/** The favorite call's answer for `id` after the story's marks (the mark just sent included). */
export function toolFavoriteAnswer(list: readonly ToolCard[], log: readonly SentCall[], id: string): FavoriteAnswer {
  const tool = withFavoritesFrom(list, log).find((candidate) => candidate._id === id);
  return { success: true, isFavorite: tool?.isFavorite ?? false, favoritesCount: tool?.favoritesCount ?? 0 };
}
