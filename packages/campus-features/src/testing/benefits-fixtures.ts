import type { AboutAnswer, CommunityAnswer, CommunityCard, Partner, PartnersAnswer } from "@campus/contract";
import { cover } from "./media";

/**
 * The fixtures of the benefits, community and about pages (contract-typed), in Polish and English, with
 * the answers the API would give to a query over them.
 */

/** A partner's monogram logo, as the demo seed draws it (an SVG data address). */
const logo = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96"><rect width="160" height="96" rx="16" fill="${colour}"/><text x="80" y="62" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${letters}</text></svg>`,
  )}`;

type Text = Pick<Partner, "description" | "benefit" | "howToUse">;
const partner = (base: Omit<Partner, keyof Text>, pl: Text, en: Text): { pl: Partner; en: Partner } => ({
  pl: { ...base, ...pl },
  en: { ...base, ...en },
});

const all = [
  partner(
    {
      _id: "pa-cloudnest",
      name: "CloudNest",
      category: "software",
      logo: logo("CN", "#1d4ed8"),
      url: "https://example.com/partners/cloudnest",
      code: "CAMPUS10",
    },
    {
      description:
        "CloudNest to hosting dla zespołów, które wdrażają własne modele i asystentów AI: serwery z kartami graficznymi, kopie zapasowe co godzinę i centrum danych w Warszawie.",
      benefit: "10% zniżki dla słuchaczy",
      howToUse:
        "Załóż konto na stronie CloudNest, wybierz dowolny plan i w koszyku wpisz kod. Zniżka obowiązuje przez pierwsze 12 miesięcy.",
    },
    {
      description:
        "CloudNest hosts teams that deploy their own AI models and assistants: GPU servers, hourly backups and a data centre in Warsaw.",
      benefit: "10% off for learners",
      howToUse:
        "Create an account on the CloudNest site, pick any plan and enter the code at checkout. The discount applies for the first 12 months.",
    },
  ),
  partner(
    {
      _id: "pa-learnhub",
      name: "LearnHub",
      category: "education",
      logo: logo("LH", "#047857"),
      url: "https://example.com/partners/learnhub",
      code: null,
    },
    {
      description:
        "LearnHub to biblioteka ponad 2000 kursów wideo z analizy danych, programowania i zarządzania projektami, z napisami po polsku.",
      benefit: "3 miesiące dostępu premium za darmo",
      howToUse:
        "Otwórz stronę partnera z przycisku poniżej i zaloguj się tym samym adresem e-mail co w Campus. Dostęp premium włączy się sam w ciągu doby.",
    },
    {
      description:
        "LearnHub is a library of over 2,000 video courses in data analysis, programming and project management, with Polish subtitles.",
      benefit: "3 months of premium access free",
      howToUse:
        "Open the partner's site with the button below and sign in with the same email address as in Campus. Premium access switches on by itself within a day.",
    },
  ),
  partner(
    {
      _id: "pa-devicelab",
      name: "DeviceLab",
      category: "hardware",
      logo: logo("DL", "#b45309"),
      url: "https://example.com/partners/devicelab",
      code: "CAMPUS-DL15",
    },
    {
      description:
        "DeviceLab sprzedaje laptopy i stacje robocze przygotowane do pracy z modelami AI na własnym komputerze.",
      benefit: "15% rabatu na laptopy i stacje robocze",
      howToUse: "Dodaj sprzęt do koszyka w sklepie DeviceLab i przed płatnością wpisz kod rabatowy.",
    },
    {
      description: "DeviceLab sells laptops and workstations set up for running AI models on your own machine.",
      benefit: "15% off laptops and workstations",
      howToUse: "Add the hardware to your basket in the DeviceLab shop and enter the discount code before paying.",
    },
  ),
  partner(
    {
      _id: "pa-consultpro",
      name: "ConsultPro",
      category: "services",
      logo: logo("CP", "#7c3aed"),
      url: "https://example.com/partners/consultpro",
      code: null,
    },
    {
      description:
        "ConsultPro pomaga firmom wybrać pierwsze zastosowania AI: warsztat z zespołem i plan wdrożenia na 90 dni.",
      benefit: "Bezpłatna godzinna konsultacja wdrożeniowa",
      howToUse: "Umów termin w kalendarzu na stronie partnera i w polu „Skąd o nas wiesz?” wpisz „Campus AI”.",
    },
    {
      description:
        "ConsultPro helps companies choose their first uses of AI: a team workshop and a 90-day rollout plan.",
      benefit: "A free one-hour rollout consultation",
      howToUse: "Book a slot on the partner's site and write “Campus AI” in the “How did you hear about us?” field.",
    },
  ),
  partner(
    {
      _id: "pa-datavault",
      name: "DataVault",
      category: "software",
      logo: logo("DV", "#0f766e"),
      url: "https://example.com/partners/datavault",
      code: "CAMPUS20",
    },
    {
      description: "DataVault szyfruje dokumenty firmy i pozwala bezpiecznie przeszukiwać je asystentem AI.",
      benefit: "20% zniżki na plan roczny",
      howToUse: "Wybierz plan roczny w cenniku DataVault i wpisz kod w polu „Kod promocyjny”.",
    },
    {
      description: "DataVault encrypts company documents and lets an AI assistant search them safely.",
      benefit: "20% off the yearly plan",
      howToUse: "Choose the yearly plan on the DataVault pricing page and enter the code in the “Promo code” field.",
    },
  ),
  partner(
    {
      _id: "pa-skillup",
      name: "SkillUp",
      category: "education",
      logo: logo("SU", "#be123c"),
      url: "https://example.com/partners/skillup",
      code: null,
    },
    {
      description: "SkillUp prowadzi kursy angielskiego dla specjalistów IT i AI z lektorem online.",
      benefit: "Pierwsza lekcja z lektorem gratis",
      howToUse: "Zapisz się na lekcję próbną przez stronę partnera; za pierwszą lekcję nie zapłacisz.",
    },
    {
      description: "SkillUp teaches English to IT and AI specialists with an online tutor.",
      benefit: "Your first lesson with a tutor free",
      howToUse: "Sign up for a trial lesson on the partner's site; the first lesson costs nothing.",
    },
  ),
  partner(
    {
      _id: "pa-gadgetpoint",
      name: "GadgetPoint",
      category: "hardware",
      logo: logo("GP", "#c2410c"),
      url: "https://example.com/partners/gadgetpoint",
      code: "CAMPUS-GP",
    },
    {
      description: "GadgetPoint to sklep z mikrofonami, kamerami i oświetleniem do nagrywania wideo i webinarów.",
      benefit: "Darmowa dostawa i 8% rabatu",
      howToUse: "Wpisz kod w koszyku sklepu GadgetPoint; darmowa dostawa naliczy się sama.",
    },
    {
      description: "GadgetPoint sells microphones, cameras and lighting for recording videos and webinars.",
      benefit: "Free delivery and 8% off",
      howToUse: "Enter the code in the GadgetPoint basket; free delivery is added by itself.",
    },
  ),
  partner(
    {
      _id: "pa-legalbot",
      name: "LegalBot",
      category: "services",
      logo: logo("LB", "#334155"),
      url: "https://example.com/partners/legalbot",
      code: null,
    },
    {
      description: "LegalBot to kancelaria online, która sprawdza umowy i regulaminy produktów korzystających z AI.",
      benefit: "Przegląd jednej umowy za 1 zł",
      howToUse: "Prześlij umowę przez formularz na stronie LegalBot i zaznacz „Jestem słuchaczem Campus AI”.",
    },
    {
      description: "LegalBot is an online law firm that reviews the contracts and terms of products that use AI.",
      benefit: "One contract reviewed for 1 PLN",
      howToUse: "Send the contract through the form on the LegalBot site and tick “I am a Campus AI learner”.",
    },
  ),
  partner(
    {
      _id: "pa-designdesk",
      name: "DesignDesk",
      category: "software",
      logo: logo("DD", "#a21caf"),
      url: "https://example.com/partners/designdesk",
      code: "CAMPUS25",
    },
    {
      description: "DesignDesk to edytor grafik i prezentacji z generatorem obrazów i szablonami marek.",
      benefit: "25% taniej przez pierwszy rok",
      howToUse: "Rozpocznij okres próbny w DesignDesk, a przy wyborze planu Pro wpisz kod.",
    },
    {
      description: "DesignDesk is a graphics and presentation editor with an image generator and brand templates.",
      benefit: "25% less for the first year",
      howToUse: "Start a DesignDesk trial and enter the code when you choose the Pro plan.",
    },
  ),
  partner(
    {
      _id: "pa-talktrain",
      name: "TalkTrain",
      category: "education",
      logo: logo("TT", "#4338ca"),
      url: "https://example.com/partners/talktrain",
      code: null,
    },
    {
      description: "TalkTrain uczy wystąpień publicznych z trenerem i z AI, które ocenia tempo i pauzy.",
      benefit: "Miesiąc treningów z AI bez opłat",
      howToUse: "Pobierz aplikację TalkTrain ze strony partnera i zarejestruj się adresem e-mail z Campus.",
    },
    {
      description: "TalkTrain teaches public speaking with a coach and with AI that rates your pace and pauses.",
      benefit: "A month of AI practice at no cost",
      howToUse: "Get the TalkTrain app from the partner's site and register with your Campus email address.",
    },
  ),
];

export const partners: Partner[] = all.map((p) => p.pl);
export const partnersEn: Partner[] = all.map((p) => p.en);

/** A partner whose every text is as long as Polish gets, to show that nothing overflows. */
export const longPolishPartner: Partner = {
  _id: "pa-long",
  name: "Stowarzyszenie Wdrożeń Sztucznej Inteligencji w Przedsiębiorstwach",
  category: "services",
  logo: logo("SW", "#0f766e"),
  url: "https://example.com/partners/stowarzyszenie",
  code: "CAMPUSAIPRZEDSIEBIORSTWA2026",
  description:
    "Stowarzyszenie zrzesza przedsiębiorstwa, które wdrażają rozwiązania sztucznej inteligencji w księgowości, logistyce, obsłudze klientów i zarządzaniu zasobami ludzkimi, i dzieli się doświadczeniami z wdrożeń w comiesięcznych raportach.",
  benefit:
    "Bezpłatne członkostwo wspierające przez pierwsze dwanaście miesięcy oraz dostęp do wszystkich nagrań z konferencji branżowych",
  howToUse:
    "Wypełnij deklarację członkowską na stronie stowarzyszenia, w polu „Kod polecający” wpisz kod z tej strony, a następnie potwierdź adres e-mail. Członkostwo wspierające aktywuje się automatycznie po weryfikacji zgłoszenia przez biuro stowarzyszenia, najpóźniej w ciągu pięciu dni roboczych.",
};

/**
 * The answer of the partners call for `url` over `list`, as the API gives it: the categories comma-joined,
 * the search in names and benefits, 9 a page by default.
 */
export function partnersAnswer(list: readonly Partner[], url: URL): PartnersAnswer {
  const query = url.searchParams;
  const categories = (query.get("categories") ?? "").split(",").filter(Boolean);
  const search = (query.get("search") ?? "").toLocaleLowerCase("pl");
  const found = list.filter(
    (p) =>
      (categories.length === 0 || categories.includes(p.category)) &&
      (search === "" || `${p.name} ${p.benefit}`.toLocaleLowerCase("pl").includes(search)),
  );
  const page = Number(query.get("page") ?? 1);
  const limit = Number(query.get("limit") ?? 9);
  return {
    data: found.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount: found.length,
    totalPages: Math.max(1, Math.ceil(found.length / limit)),
  };
}

/** The partner of a `/api/partners/{id}` request, or null (404). */
export function partnerFor(list: readonly Partner[], url: string): { partner: Partner } | null {
  const id = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  const found = list.find((p) => p._id === id);
  return found ? { partner: found } : null;
}

const card = (
  id: string,
  category: string,
  title: string,
  hashes: string[],
  image: number,
  disabled = false,
): CommunityCard => ({
  id,
  category,
  title,
  hashes,
  url: `https://discord.example.com/campus-ai/${category}`,
  disabled,
  backgroundImage: cover(image),
});

export const communityCards: CommunityCard[] = [
  card("cc-discord", "discord", "Dołącz do naszego Discorda", ["pytania", "nowości", "networking"], 1),
  card("cc-events", "events", "Wydarzenia na żywo i webinary", ["webinary", "live", "qa"], 2),
  card("cc-mastermind", "mastermind", "Grupy Mastermind z liderami", ["mastermind", "rozwój"], 3),
  card("cc-projects", "projects", "Pokaż swój projekt AI", ["projekty", "feedback"], 4),
  card("cc-help", "help", "Pomoc koleżeńska przy zadaniach", ["pomoc", "prompty"], 5),
  card("cc-jobs", "jobs", "Oferty pracy w AI", ["praca", "kariera"], 6, true),
];
export const communityCardsEn: CommunityCard[] = [
  card("cc-discord", "discord", "Join our Discord", ["questions", "news", "networking"], 1),
  card("cc-events", "events", "Live events and webinars", ["webinars", "live", "qa"], 2),
  card("cc-mastermind", "mastermind", "Mastermind groups with leaders", ["mastermind", "growth"], 3),
  card("cc-projects", "projects", "Show your AI project", ["projects", "feedback"], 4),
  card("cc-help", "help", "Peer help with assignments", ["help", "prompts"], 5),
  card("cc-jobs", "jobs", "AI job offers", ["jobs", "career"], 6, true),
];

/** Twelve cards: the six and six regional groups, so that the list has a second page. */
export const manyCommunityCards: CommunityCard[] = [
  ...communityCards,
  ...["Warszawa", "Kraków", "Wrocław", "Poznań", "Gdańsk", "Łódź"].map((city, index) =>
    card(`cc-city-${index + 1}`, "events", `Spotkania lokalne: ${city}`, ["spotkania", "lokalnie"], index + 1),
  ),
];

/** The answer of the community call for `url` over `cards`, 9 a page by default. */
export function communityAnswer(cards: readonly CommunityCard[], url: URL): CommunityAnswer {
  const page = Number(url.searchParams.get("page") ?? 1);
  const limit = Number(url.searchParams.get("limit") ?? 9);
  return {
    cards: cards.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount: cards.length,
    totalPages: Math.max(1, Math.ceil(cards.length / limit)),
  };
}

const mastermindNumbers = { durationMonths: 4, leaders: 10, meetingEveryWeeks: { min: 2, max: 3 } };

export const about: AboutAnswer = {
  page: {
    title: "O Campus AI",
    intro:
      "Campus AI to miejsce, w którym uczysz się sztucznej inteligencji w praktyce: krótkie lekcje, zadania na prawdziwych przykładach i społeczność ludzi, którzy wdrażają AI w swojej pracy.",
    sections: [
      {
        title: "Programy i kursy",
        body: "Kursy są pogrupowane w programy, od podstaw pracy z modelami językowymi po automatyzację procesów w firmie.",
      },
      {
        title: "Narzędzia i benefity",
        body: "W katalogu narzędzi znajdziesz sprawdzone aplikacje AI, a partnerzy dają słuchaczom zniżki na oprogramowanie, sprzęt i szkolenia.",
      },
      {
        title: "Społeczność",
        body: "Na naszym Discordzie zadasz pytanie, pokażesz swój projekt i dołączysz do wydarzeń na żywo.",
      },
    ],
    mastermind: {
      title: "Mastermind",
      description:
        "Program dla słuchaczy, którzy chcą wdrożyć AI we własnym projekcie: praca w małej grupie pod opieką lidera i regularne rozliczanie postępów.",
      graduationMeeting: "W pierwszą środę każdego miesiąca",
      ...mastermindNumbers,
    },
  },
};

export const aboutEn: AboutAnswer = {
  page: {
    title: "About Campus AI",
    intro:
      "Campus AI is where you learn artificial intelligence in practice: short lessons, assignments on real examples and a community of people who bring AI into their work.",
    sections: [
      {
        title: "Programs and courses",
        body: "Courses are grouped into programs, from the basics of working with language models to automating a company's processes.",
      },
      {
        title: "Tools and benefits",
        body: "The tools catalogue holds tried AI applications, and partners give learners discounts on software, hardware and training.",
      },
      {
        title: "Community",
        body: "On our Discord you can ask a question, show your project and join live events.",
      },
    ],
    mastermind: {
      title: "Mastermind",
      description:
        "A program for learners who want to bring AI into a project of their own: work in a small group guided by a leader and regular check-ins on progress.",
      graduationMeeting: "On the first Wednesday of each month",
      ...mastermindNumbers,
    },
  },
};
