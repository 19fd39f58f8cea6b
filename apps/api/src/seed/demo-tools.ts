import type { Queryable } from "../db/db.js";

/**
 * The demo campus's tool catalogue: thirty AI tools across the six domain and six business categories, each
 * with what it does, what it offers and its licence, in Polish and English. The ids and names are what the
 * API tests and the journeys rely on (30 tools; ChatAssist a favorite of the learner and the staff member,
 * ImageForge of the learner; DataLens of nobody; VoiceCraft and VideoSpark last by name).
 */

type Domain = "text" | "image" | "video" | "audio" | "code" | "data";
type Business = "marketing" | "sales" | "hr" | "education" | "productivity" | "design";
interface ToolText {
  description: string;
  longDescription: string;
  features: string[];
}
interface DemoTool {
  name: string;
  licence: "freemium" | "paid";
  domains: Domain[];
  businesses: Business[];
  /** The brand colour of the monogram logo. */
  colour: string;
  pl: ToolText;
  en: ToolText;
}

const tools: DemoTool[] = [
  {
    name: "ChatAssist",
    licence: "paid",
    domains: ["text"],
    businesses: ["productivity", "sales"],
    colour: "#1d4ed8",
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
    licence: "freemium",
    domains: ["image"],
    businesses: ["design", "marketing"],
    colour: "#7c3aed",
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
    licence: "freemium",
    domains: ["audio"],
    businesses: ["marketing", "education"],
    colour: "#0f766e",
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
    licence: "paid",
    domains: ["code"],
    businesses: ["productivity"],
    colour: "#1f2937",
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
    licence: "freemium",
    domains: ["data"],
    businesses: ["sales", "productivity"],
    colour: "#0369a1",
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
    licence: "freemium",
    domains: ["text", "image"],
    businesses: ["education", "sales"],
    colour: "#c2410c",
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
    licence: "freemium",
    domains: ["audio", "text"],
    businesses: ["productivity", "hr"],
    colour: "#be123c",
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
    name: "VideoSpark",
    licence: "paid",
    domains: ["video"],
    businesses: ["marketing"],
    colour: "#b91c1c",
    pl: {
      description: "Montuje krótkie filmy do mediów społecznościowych z długiego nagrania lub samego scenariusza.",
      longDescription:
        "VideoSpark wyszukuje w długim nagraniu najciekawsze fragmenty i tnie je na pionowe klipy z napisami, gotowe do publikacji w mediach społecznościowych. Potrafi też złożyć film z samego scenariusza, dobierając ujęcia z biblioteki i lektora.\n\nSzablony marki dbają o to, by logo, kolory i czcionki były takie same w każdym filmie.",
      features: [
        "Automatyczne wybieranie najlepszych fragmentów",
        "Napisy generowane i tłumaczone",
        "Formaty pionowe i poziome",
        "Szablony marki",
      ],
    },
    en: {
      description: "Edits short social media videos from a long recording or from a script alone.",
      longDescription:
        "VideoSpark finds the most engaging moments in a long recording and cuts them into vertical clips with captions, ready for social media. It can also assemble a video from a script alone, picking footage from a library and adding a voice-over.\n\nBrand templates keep the logo, colours and fonts the same in every video.",
      features: [
        "Automatic highlight detection",
        "Generated and translated captions",
        "Vertical and horizontal formats",
        "Brand templates",
      ],
    },
  },
  {
    name: "MailMate",
    licence: "freemium",
    domains: ["text"],
    businesses: ["sales", "marketing"],
    colour: "#0e7490",
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
    name: "SheetGenius",
    licence: "paid",
    domains: ["data"],
    businesses: ["productivity"],
    colour: "#15803d",
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
  {
    name: "PromptLab",
    licence: "freemium",
    domains: ["text", "code"],
    businesses: ["education", "productivity"],
    colour: "#6d28d9",
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
    licence: "freemium",
    domains: ["text"],
    businesses: ["education", "marketing"],
    colour: "#2563eb",
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
    licence: "paid",
    domains: ["text", "data"],
    businesses: ["education"],
    colour: "#334155",
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
    licence: "freemium",
    domains: ["audio", "text"],
    businesses: ["productivity", "hr"],
    colour: "#a16207",
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
    name: "LogoDraw",
    licence: "freemium",
    domains: ["image"],
    businesses: ["design"],
    colour: "#db2777",
    pl: {
      description: "Projektuje logo i zestaw materiałów marki na podstawie krótkiego opisu firmy.",
      longDescription:
        "LogoDraw proponuje kilkanaście wersji logo na podstawie nazwy, branży i charakteru marki. Wybrany projekt możesz dopracować: zmienić kolory, kroje pisma i układ.\n\nDo logo dostajesz paletę barw, wizytówki i grafiki do mediów społecznościowych w spójnym stylu.",
      features: [
        "Propozycje logo w kilka sekund",
        "Edytor kolorów i krojów pisma",
        "Pliki wektorowe SVG i PDF",
        "Księga znaku w prostej wersji",
      ],
    },
    en: {
      description: "Designs a logo and a set of brand materials from a short description of your company.",
      longDescription:
        "LogoDraw offers a dozen logo versions based on your name, industry and brand character. You can refine the chosen design: change colours, typefaces and layout.\n\nAlong with the logo you get a colour palette, business cards and social media graphics in a consistent style.",
      features: [
        "Logo ideas in seconds",
        "Colour and typeface editor",
        "SVG and PDF vector files",
        "A simple brand guide",
      ],
    },
  },
  {
    name: "MusicMuse",
    licence: "freemium",
    domains: ["audio"],
    businesses: ["marketing", "design"],
    colour: "#9333ea",
    pl: {
      description: "Komponuje podkład muzyczny do filmów i podcastów o wybranym nastroju i długości.",
      longDescription:
        "MusicMuse tworzy oryginalną muzykę na podstawie opisu nastroju, gatunku i długości utworu. Podkład możesz przyciąć do długości filmu, wyciszyć wybrane instrumenty albo przedłużyć refren.\n\nUtwory z planu płatnego mają licencję do użytku komercyjnego, więc wykorzystasz je w reklamach bez obawy o prawa autorskie.",
      features: [
        "Muzyka z opisu nastroju i gatunku",
        "Dopasowanie do długości filmu",
        "Osobne ścieżki instrumentów",
        "Licencja komercyjna w planie płatnym",
      ],
    },
    en: {
      description: "Composes background music for videos and podcasts in the mood and length you choose.",
      longDescription:
        "MusicMuse creates original music from a description of the mood, genre and length. You can trim a track to your video, mute chosen instruments or extend the chorus.\n\nTracks made on the paid plan come with a commercial licence, so you can use them in ads without copyright worries.",
      features: [
        "Music from a mood and genre",
        "Fitted to the video's length",
        "Separate instrument stems",
        "Commercial licence on the paid plan",
      ],
    },
  },
  {
    name: "ChartWise",
    licence: "freemium",
    domains: ["data", "image"],
    businesses: ["sales", "education"],
    colour: "#0891b2",
    pl: {
      description: "Zamienia tabelę lub opis w czytelny wykres i podpowiada, jak najlepiej pokazać dane.",
      longDescription:
        "ChartWise analizuje wklejone dane i proponuje typ wykresu, który najlepiej pokaże najważniejszy wniosek. Sam dobiera kolory z myślą o osobach z zaburzeniami widzenia barw i dopisuje tekst alternatywny.\n\nWykresy osadzisz w prezentacji lub na stronie i zaktualizujesz, gdy zmienią się dane.",
      features: [
        "Dobór typu wykresu do danych",
        "Palety przyjazne dla daltonistów",
        "Tekst alternatywny do każdego wykresu",
        "Wykresy interaktywne do osadzenia",
      ],
    },
    en: {
      description: "Turns a table or a description into a clear chart and suggests how best to show the data.",
      longDescription:
        "ChartWise analyses pasted data and suggests the chart type that best shows the main point. It chooses colours with colour-blind readers in mind and writes alternative text.\n\nEmbed the charts in a presentation or on a web page and update them when the data changes.",
      features: [
        "Chart type matched to the data",
        "Colour-blind-friendly palettes",
        "Alternative text for every chart",
        "Interactive charts to embed",
      ],
    },
  },
  {
    name: "DocSummarizer",
    licence: "freemium",
    domains: ["text"],
    businesses: ["productivity", "education"],
    colour: "#4d7c0f",
    pl: {
      description: "Streszcza długie dokumenty, umowy i raporty do kilku punktów z odnośnikami do treści.",
      longDescription:
        "DocSummarizer skraca wielostronicowe dokumenty do najważniejszych punktów. Każdy punkt prowadzi do fragmentu oryginału, z którego pochodzi, więc łatwo sprawdzić szczegóły.\n\nMożesz poprosić o streszczenie dla konkretnego odbiorcy, na przykład dla zarządu albo dla nowego pracownika.",
      features: [
        "Streszczenia PDF, DOCX i stron WWW",
        "Odnośniki do fragmentów oryginału",
        "Długość i styl streszczenia do wyboru",
        "Porównanie dwóch wersji dokumentu",
      ],
    },
    en: {
      description: "Summarises long documents, contracts and reports into a few points linked to the text.",
      longDescription:
        "DocSummarizer cuts multi-page documents down to their key points. Every point links to the passage of the original it comes from, so details are easy to check.\n\nYou can ask for a summary aimed at a particular reader, such as the board or a new employee.",
      features: [
        "Summaries of PDF, DOCX and web pages",
        "Links to passages of the original",
        "A choice of length and style",
        "Comparing two versions of a document",
      ],
    },
  },
  {
    name: "SalesScout",
    licence: "paid",
    domains: ["data"],
    businesses: ["sales"],
    colour: "#047857",
    pl: {
      description: "Wyszukuje potencjalnych klientów, ocenia ich dopasowanie i podpowiada pierwszy kontakt.",
      longDescription:
        "SalesScout przegląda publiczne dane o firmach i wskazuje te, które najbardziej pasują do profilu Twoich najlepszych klientów. Dla każdej firmy przygotowuje krótką notatkę: czym się zajmuje, co się u niej ostatnio zmieniło i od czego zacząć rozmowę.\n\nWyniki trafiają bezpośrednio do CRM razem z oceną szans na sprzedaż.",
      features: [
        "Ocena dopasowania potencjalnych klientów",
        "Notatki przed pierwszą rozmową",
        "Alerty o zmianach w firmach",
        "Synchronizacja z CRM",
      ],
    },
    en: {
      description: "Finds prospects, scores how well they fit and suggests the first approach.",
      longDescription:
        "SalesScout reviews public company data and points out the firms that best match the profile of your best customers. For each one it prepares a short brief: what they do, what has recently changed and how to open the conversation.\n\nResults go straight into your CRM together with a score of the chances of a sale.",
      features: ["Prospect fit scoring", "Briefs before the first call", "Alerts about company changes", "CRM sync"],
    },
  },
  {
    name: "HireHelper",
    licence: "paid",
    domains: ["text"],
    businesses: ["hr"],
    colour: "#9f1239",
    pl: {
      description: "Pisze ogłoszenia o pracę, porządkuje zgłoszenia i przygotowuje pytania na rozmowy.",
      longDescription:
        "HireHelper wspiera rekruterów na każdym etapie: pisze inkluzywne ogłoszenia o pracę, streszcza CV kandydatów i zestawia je z wymaganiami stanowiska. Przed rozmową podsuwa pytania dopasowane do doświadczenia kandydata.\n\nDecyzja zawsze należy do człowieka: narzędzie nie odrzuca zgłoszeń samo i dokumentuje, na jakiej podstawie coś zaproponowało.",
      features: [
        "Inkluzywne ogłoszenia o pracę",
        "Streszczenia CV",
        "Pytania na rozmowę rekrutacyjną",
        "Przejrzyste uzasadnienia sugestii",
      ],
    },
    en: {
      description: "Writes job ads, sorts applications and prepares interview questions.",
      longDescription:
        "HireHelper supports recruiters at every stage: it writes inclusive job ads, summarises candidates' CVs and compares them with the role's requirements. Before an interview it suggests questions matched to the candidate's experience.\n\nThe decision always stays with a person: the tool never rejects applications on its own and records the basis of every suggestion.",
      features: ["Inclusive job ads", "CV summaries", "Interview questions", "Transparent reasons for suggestions"],
    },
  },
  {
    name: "LearnBuddy",
    licence: "freemium",
    domains: ["text"],
    businesses: ["education", "hr"],
    colour: "#0d9488",
    pl: {
      description: "Osobisty korepetytor, który tłumaczy trudne tematy i układa fiszki oraz quizy.",
      longDescription:
        "LearnBuddy wyjaśnia zagadnienia krok po kroku, dopasowując poziom do tego, co już wiesz. Z notatek lub podręcznika przygotowuje fiszki i quizy, a system powtórek przypomina o materiale, zanim zdążysz go zapomnieć.\n\nW firmach służy do wdrażania nowych pracowników: odpowiada na pytania na podstawie wewnętrznych procedur.",
      features: [
        "Wyjaśnienia dopasowane do poziomu",
        "Fiszki i quizy z własnych notatek",
        "Powtórki w odstępach",
        "Tryb wdrożeniowy dla firm",
      ],
    },
    en: {
      description: "A personal tutor that explains hard topics and makes flashcards and quizzes.",
      longDescription:
        "LearnBuddy explains topics step by step at a level matched to what you already know. From notes or a textbook it prepares flashcards and quizzes, and spaced repetition reminds you of the material before you forget it.\n\nCompanies use it for onboarding: it answers questions from internal procedures.",
      features: [
        "Explanations at your level",
        "Flashcards and quizzes from your notes",
        "Spaced repetition",
        "An onboarding mode for companies",
      ],
    },
  },
  {
    name: "CopyWriterPro",
    licence: "paid",
    domains: ["text"],
    businesses: ["marketing"],
    colour: "#ea580c",
    pl: {
      description: "Pisze teksty reklamowe, opisy produktów i posty w głosie Twojej marki.",
      longDescription:
        "CopyWriterPro uczy się stylu marki z kilku przykładowych tekstów, a potem pisze w nim nagłówki, opisy produktów, posty i artykuły blogowe. Podpowiada warianty do testów A/B i sprawdza, czy tekst jest zgodny z wytycznymi SEO.\n\nWbudowany redaktor wskazuje zbyt długie zdania, powtórzenia i sformułowania, których marka unika.",
      features: ["Teksty w głosie marki", "Warianty do testów A/B", "Wskazówki SEO", "Redaktor stylu i długości zdań"],
    },
    en: {
      description: "Writes ad copy, product descriptions and posts in your brand's voice.",
      longDescription:
        "CopyWriterPro learns your brand's style from a few sample texts, then writes headlines, product descriptions, posts and blog articles in it. It suggests variants for A/B tests and checks copy against SEO guidelines.\n\nA built-in editor flags overlong sentences, repetition and phrases the brand avoids.",
      features: [
        "Copy in your brand's voice",
        "Variants for A/B tests",
        "SEO hints",
        "A style and sentence-length editor",
      ],
    },
  },
  {
    name: "PixelUpscale",
    licence: "freemium",
    domains: ["image"],
    businesses: ["design", "marketing"],
    colour: "#4338ca",
    pl: {
      description: "Powiększa i wyostrza zdjęcia bez utraty jakości, usuwa szumy i tło.",
      longDescription:
        "PixelUpscale powiększa zdjęcia nawet czterokrotnie, odtwarzając szczegóły zamiast rozmywać piksele. Przy okazji usuwa szumy, kompresję JPEG i, jeśli chcesz, tło.\n\nTryb wsadowy przetwarza setki zdjęć produktów naraz, z tymi samymi ustawieniami.",
      features: [
        "Powiększanie do 4× z odtworzeniem detali",
        "Usuwanie szumów i artefaktów",
        "Usuwanie tła jednym kliknięciem",
        "Przetwarzanie wsadowe",
      ],
    },
    en: {
      description: "Enlarges and sharpens photos without losing quality, and removes noise and backgrounds.",
      longDescription:
        "PixelUpscale enlarges photos up to four times, rebuilding detail instead of blurring pixels. Along the way it removes noise, JPEG compression and, if you like, the background.\n\nBatch mode processes hundreds of product photos at once with the same settings.",
      features: [
        "Up to 4× enlargement with rebuilt detail",
        "Noise and artefact removal",
        "One-click background removal",
        "Batch processing",
      ],
    },
  },
  {
    name: "AvatarStudio",
    licence: "paid",
    domains: ["video", "audio"],
    businesses: ["education", "hr"],
    colour: "#7e22ce",
    pl: {
      description: "Nagrywa filmy szkoleniowe z wirtualnym prezenterem, bez kamery i studia.",
      longDescription:
        "AvatarStudio zamienia scenariusz w film, w którym wirtualny prezenter mówi Twoim tekstem w wybranym języku. Sprawdza się przy szkoleniach, instrukcjach i komunikatach wewnętrznych, które trzeba często aktualizować.\n\nZmiana jednego zdania nie wymaga ponownego nagrania: wystarczy poprawić tekst i wygenerować film jeszcze raz.",
      features: [
        "Ponad 100 wirtualnych prezenterów",
        "Filmy w 40 językach",
        "Aktualizacja filmu przez zmianę tekstu",
        "Eksport do SCORM dla platform e-learningowych",
      ],
    },
    en: {
      description: "Records training videos with a virtual presenter, no camera or studio needed.",
      longDescription:
        "AvatarStudio turns a script into a video in which a virtual presenter speaks your text in the language you choose. It suits training, instructions and internal announcements that need frequent updates.\n\nChanging one sentence needs no new shoot: edit the text and generate the video again.",
      features: [
        "Over 100 virtual presenters",
        "Videos in 40 languages",
        "Update a video by editing its text",
        "SCORM export for e-learning platforms",
      ],
    },
  },
  {
    name: "FormFiller",
    licence: "freemium",
    domains: ["text", "data"],
    businesses: ["productivity", "hr"],
    colour: "#475569",
    pl: {
      description: "Odczytuje faktury, wnioski i formularze, a dane przenosi do arkusza lub systemu.",
      longDescription:
        "FormFiller rozpoznaje dane w skanach i plikach PDF: faktury, wnioski urlopowe, umowy i ankiety. Wyciąga z nich potrzebne pola i przenosi je do arkusza, systemu księgowego albo kadrowego.\n\nPola, co do których narzędzie nie jest pewne, oznacza do sprawdzenia przez człowieka.",
      features: [
        "Odczyt faktur i formularzy",
        "Obsługa pisma odręcznego",
        "Eksport do arkusza i przez API",
        "Oznaczanie niepewnych pól",
      ],
    },
    en: {
      description: "Reads invoices, applications and forms and moves the data into a sheet or a system.",
      longDescription:
        "FormFiller recognises data in scans and PDF files: invoices, leave requests, contracts and surveys. It extracts the fields you need and moves them into a spreadsheet, an accounting or an HR system.\n\nFields the tool is unsure of are flagged for a person to check.",
      features: [
        "Reading invoices and forms",
        "Handwriting support",
        "Spreadsheet and API export",
        "Uncertain fields flagged",
      ],
    },
  },
  {
    name: "TaskFlow",
    licence: "freemium",
    domains: ["code", "data"],
    businesses: ["productivity"],
    colour: "#0284c7",
    pl: {
      description: "Łączy aplikacje w automatyczne przepływy pracy opisane zwykłym językiem.",
      longDescription:
        "TaskFlow buduje automatyzacje na podstawie opisu, na przykład „gdy przyjdzie faktura, zapisz ją na dysku i dodaj wiersz do arkusza”. Łączy ponad tysiąc aplikacji i pokazuje każdy krok przepływu, który możesz zmienić ręcznie.\n\nHistoria uruchomień pokazuje, co się wydarzyło i dlaczego któryś krok się nie udał.",
      features: [
        "Automatyzacje z opisu słownego",
        "Ponad 1000 połączeń z aplikacjami",
        "Kroki z decyzjami modelu AI",
        "Historia uruchomień i powiadomienia o błędach",
      ],
    },
    en: {
      description: "Connects apps into automatic workflows described in plain language.",
      longDescription:
        "TaskFlow builds automations from a description, such as “when an invoice arrives, save it to the drive and add a row to the sheet”. It connects over a thousand apps and shows every step of the flow, which you can change by hand.\n\nThe run history shows what happened and why a step failed.",
      features: [
        "Automations from a plain description",
        "Over 1,000 app connections",
        "Steps with AI model decisions",
        "Run history and failure alerts",
      ],
    },
  },
  {
    name: "InsightBoard",
    licence: "paid",
    domains: ["data"],
    businesses: ["sales", "marketing"],
    colour: "#1e40af",
    pl: {
      description: "Pulpit wskaźników, który sam wyjaśnia, co zmieniło się w danych i dlaczego.",
      longDescription:
        "InsightBoard zbiera dane ze sprzedaży, reklam i ruchu na stronie w jednym pulpicie. Gdy wskaźnik nagle rośnie lub spada, narzędzie samo szuka przyczyny i opisuje ją w kilku zdaniach.\n\nCotygodniowy raport w skrzynce podsumowuje najważniejsze zmiany bez otwierania pulpitu.",
      features: [
        "Dane sprzedaży i marketingu w jednym miejscu",
        "Wyjaśnienia nagłych zmian",
        "Prognozy wskaźników",
        "Cotygodniowy raport e-mailem",
      ],
    },
    en: {
      description: "A metrics dashboard that explains by itself what changed in the data and why.",
      longDescription:
        "InsightBoard brings sales, advertising and website traffic data into one dashboard. When a metric suddenly rises or falls, the tool looks for the cause and describes it in a few sentences.\n\nA weekly report in your inbox sums up the main changes without opening the dashboard.",
      features: [
        "Sales and marketing data in one place",
        "Explanations of sudden changes",
        "Metric forecasts",
        "A weekly e-mail report",
      ],
    },
  },
  {
    name: "SocialPlanner",
    licence: "freemium",
    domains: ["text", "image"],
    businesses: ["marketing"],
    colour: "#c026d3",
    pl: {
      description: "Planuje i pisze posty do mediów społecznościowych na cały miesiąc, z grafikami.",
      longDescription:
        "SocialPlanner układa kalendarz publikacji na podstawie celów kampanii i ważnych dat w branży. Do każdego wpisu przygotowuje tekst, hasztagi i grafikę dopasowaną do formatu serwisu.\n\nPosty publikuje automatycznie o porach, w których Twoi odbiorcy są najbardziej aktywni.",
      features: [
        "Kalendarz publikacji na miesiąc",
        "Teksty i grafiki do każdego serwisu",
        "Automatyczna publikacja",
        "Raporty zasięgów i zaangażowania",
      ],
    },
    en: {
      description: "Plans and writes a month of social media posts, with visuals.",
      longDescription:
        "SocialPlanner lays out a publishing calendar from your campaign goals and key dates in your industry. For every post it prepares the text, hashtags and a visual sized for each network.\n\nPosts go out automatically at the times your audience is most active.",
      features: [
        "A month's publishing calendar",
        "Copy and visuals for every network",
        "Automatic publishing",
        "Reach and engagement reports",
      ],
    },
  },
  {
    name: "AdGenie",
    licence: "paid",
    domains: ["text", "image"],
    businesses: ["marketing", "sales"],
    colour: "#dc2626",
    pl: {
      description: "Tworzy warianty reklam do wyszukiwarek i mediów społecznościowych i testuje, które działają.",
      longDescription:
        "AdGenie przygotowuje dziesiątki wariantów reklam: nagłówki, opisy i grafiki w rozmiarach wymaganych przez systemy reklamowe. Po starcie kampanii przesuwa budżet na warianty, które przynoszą najwięcej konwersji.\n\nRaport pokazuje, które słowa i obrazy najlepiej przemawiają do Twoich klientów.",
      features: [
        "Warianty tekstów i grafik reklam",
        "Rozmiary dla wszystkich systemów reklamowych",
        "Automatyczne testy i przesuwanie budżetu",
        "Raport najskuteczniejszych przekazów",
      ],
    },
    en: {
      description: "Creates search and social ad variants and tests which of them work.",
      longDescription:
        "AdGenie prepares dozens of ad variants: headlines, descriptions and visuals in the sizes ad platforms require. Once the campaign starts it shifts budget to the variants that convert best.\n\nA report shows which words and images speak best to your customers.",
      features: [
        "Ad copy and visual variants",
        "Sizes for every ad platform",
        "Automatic tests and budget shifts",
        "A report of the most effective messages",
      ],
    },
  },
  {
    name: "QuizMaker",
    licence: "freemium",
    domains: ["text"],
    businesses: ["education", "hr"],
    colour: "#65a30d",
    pl: {
      description: "Układa quizy i testy wiedzy z dowolnego materiału, z wyjaśnieniem każdej odpowiedzi.",
      longDescription:
        "QuizMaker czyta materiał szkoleniowy, artykuł albo nagranie i układa z niego pytania jednokrotnego i wielokrotnego wyboru, pytania otwarte oraz zadania do dopasowania. Do każdej odpowiedzi dopisuje krótkie wyjaśnienie.\n\nQuizy udostępnisz linkiem lub wyeksportujesz do platformy e-learningowej, a wyniki pokażą, które tematy sprawiają uczestnikom trudność.",
      features: [
        "Pytania z tekstu, PDF i nagrań",
        "Różne typy pytań",
        "Wyjaśnienia do odpowiedzi",
        "Analiza trudnych tematów",
      ],
    },
    en: {
      description: "Builds quizzes and knowledge tests from any material, explaining every answer.",
      longDescription:
        "QuizMaker reads training material, an article or a recording and builds single- and multiple-choice questions, open questions and matching tasks from it. Every answer comes with a short explanation.\n\nShare quizzes by link or export them to an e-learning platform; the results show which topics participants find hard.",
      features: [
        "Questions from text, PDF and recordings",
        "Several question types",
        "Explanations of the answers",
        "Analysis of difficult topics",
      ],
    },
  },
];

/** A tool's id, from its name as the tests and journeys know it (`t-chatassist`). */
const toolId = (name: string) => `t-${name.toLowerCase()}`;

/** A monogram logo in the tool's colour (an SVG data URI, which the campus's image policy allows). */
function monogram(name: string, colour: string): string {
  const letters = (name.match(/[A-Z]/g) ?? [name[0] ?? "?"]).slice(0, 2).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Seeds the thirty tools and the demo learners' favorites (the learner's two, the staff member's one). */
export async function seedDemoTools(tx: Queryable): Promise<void> {
  for (const tool of tools) {
    await tx.query(
      `insert into tools (id, name, url, logo, licence_type, domain_categories, business_categories, i18n)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        toolId(tool.name),
        tool.name,
        `https://example.com/tools/${tool.name.toLowerCase()}`,
        monogram(tool.name, tool.colour),
        tool.licence,
        JSON.stringify(tool.domains),
        JSON.stringify(tool.businesses),
        JSON.stringify({ pl: tool.pl, en: tool.en }),
      ],
    );
  }
  await tx.query(
    "insert into tool_favorites (user_id, tool_id) values ('u-learner', 't-chatassist'), ('u-learner', 't-imageforge'), ('u-staff', 't-chatassist')",
  );
}
