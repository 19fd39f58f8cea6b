import type { Queryable } from "../db/db.js";

/**
 * The demo campus's partner benefits, community cards and about page, in Polish and English. The ids, the ten
 * partners (CloudNest first, at 10%) and the six community cards (the job board disabled) are what the API
 * tests and the journeys rely on.
 */

type Text<V> = { pl: V; en: V };

interface DemoPartner {
  id: string;
  name: string;
  category: "software" | "education" | "hardware" | "services";
  /** The brand colour of the monogram logo. */
  colour: string;
  url: string;
  code: string | null;
  text: Text<{ description: string; benefit: string; howToUse: string }>;
}

/**
 * A partner's logo: its monogram on its brand colour, as an SVG data address (the campus's CSP allows `data:`
 * images), so that each partner is recognisable without shipping ten image files.
 */
export function monogramLogo(name: string, colour: string): string {
  const letters = name.replace(/[^A-Z]/g, "").slice(0, 2) || name.slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96"><rect width="160" height="96" rx="16" fill="${colour}"/><text x="80" y="62" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const partners: DemoPartner[] = [
  {
    id: "pa-cloudnest",
    name: "CloudNest",
    category: "software",
    colour: "#1d4ed8",
    url: "https://example.com/partners/cloudnest",
    code: "CAMPUS10",
    text: {
      pl: {
        description:
          "CloudNest to hosting dla zespołów, które wdrażają własne modele i asystentów AI: serwery z kartami graficznymi, kopie zapasowe co godzinę i centrum danych w Warszawie.",
        benefit: "10% zniżki dla słuchaczy",
        howToUse:
          "Załóż konto na stronie CloudNest, wybierz dowolny plan i w koszyku wpisz kod. Zniżka obowiązuje przez pierwsze 12 miesięcy.",
      },
      en: {
        description:
          "CloudNest hosts teams that deploy their own AI models and assistants: GPU servers, hourly backups and a data centre in Warsaw.",
        benefit: "10% off for learners",
        howToUse:
          "Create an account on the CloudNest site, pick any plan and enter the code at checkout. The discount applies for the first 12 months.",
      },
    },
  },
  {
    id: "pa-learnhub",
    name: "LearnHub",
    category: "education",
    colour: "#047857",
    url: "https://example.com/partners/learnhub",
    code: null,
    text: {
      pl: {
        description:
          "LearnHub to biblioteka ponad 2000 kursów wideo z analizy danych, programowania i zarządzania projektami, z napisami po polsku.",
        benefit: "3 miesiące dostępu premium za darmo",
        howToUse:
          "Otwórz stronę partnera z przycisku poniżej i zaloguj się tym samym adresem e-mail co w Campus. Dostęp premium włączy się sam w ciągu doby.",
      },
      en: {
        description:
          "LearnHub is a library of over 2,000 video courses in data analysis, programming and project management, with Polish subtitles.",
        benefit: "3 months of premium access free",
        howToUse:
          "Open the partner's site with the button below and sign in with the same email address as in Campus. Premium access switches on by itself within a day.",
      },
    },
  },
  {
    id: "pa-devicelab",
    name: "DeviceLab",
    category: "hardware",
    colour: "#b45309",
    url: "https://example.com/partners/devicelab",
    code: "CAMPUS-DL15",
    text: {
      pl: {
        description:
          "DeviceLab sprzedaje laptopy i stacje robocze przygotowane do pracy z modelami AI na własnym komputerze, z trzyletnią gwarancją door-to-door.",
        benefit: "15% rabatu na laptopy i stacje robocze",
        howToUse:
          "Dodaj sprzęt do koszyka w sklepie DeviceLab i przed płatnością wpisz kod rabatowy. Rabat nie łączy się z innymi promocjami.",
      },
      en: {
        description:
          "DeviceLab sells laptops and workstations set up for running AI models on your own machine, with a three-year door-to-door warranty.",
        benefit: "15% off laptops and workstations",
        howToUse:
          "Add the hardware to your basket in the DeviceLab shop and enter the discount code before paying. It cannot be combined with other offers.",
      },
    },
  },
  {
    id: "pa-consultpro",
    name: "ConsultPro",
    category: "services",
    colour: "#7c3aed",
    url: "https://example.com/partners/consultpro",
    code: null,
    text: {
      pl: {
        description:
          "ConsultPro pomaga firmom wybrać pierwsze zastosowania AI: warsztat z zespołem, mapa procesów i plan wdrożenia na 90 dni.",
        benefit: "Bezpłatna godzinna konsultacja wdrożeniowa",
        howToUse:
          "Umów termin w kalendarzu na stronie partnera i w polu „Skąd o nas wiesz?” wpisz „Campus AI”. Konsultant potwierdzi spotkanie e-mailem.",
      },
      en: {
        description:
          "ConsultPro helps companies choose their first uses of AI: a workshop with your team, a process map and a 90-day rollout plan.",
        benefit: "A free one-hour rollout consultation",
        howToUse:
          "Book a slot in the calendar on the partner's site and write “Campus AI” in the “How did you hear about us?” field. A consultant confirms the meeting by email.",
      },
    },
  },
  {
    id: "pa-datavault",
    name: "DataVault",
    category: "software",
    colour: "#0f766e",
    url: "https://example.com/partners/datavault",
    code: "CAMPUS20",
    text: {
      pl: {
        description:
          "DataVault szyfruje dokumenty firmy i pozwala bezpiecznie przeszukiwać je asystentem AI, bez wysyłania danych poza Unię Europejską.",
        benefit: "20% zniżki na plan roczny",
        howToUse: "Wybierz plan roczny w cenniku DataVault i wpisz kod w polu „Kod promocyjny” przy zamówieniu.",
      },
      en: {
        description:
          "DataVault encrypts company documents and lets an AI assistant search them safely, without sending data outside the European Union.",
        benefit: "20% off the yearly plan",
        howToUse:
          "Choose the yearly plan on the DataVault pricing page and enter the code in the “Promo code” field when you order.",
      },
    },
  },
  {
    id: "pa-skillup",
    name: "SkillUp",
    category: "education",
    colour: "#be123c",
    url: "https://example.com/partners/skillup",
    code: null,
    text: {
      pl: {
        description:
          "SkillUp prowadzi kursy języka angielskiego dla specjalistów IT i AI: rozmowy z lektorem online, słownictwo techniczne i przygotowanie do prezentacji.",
        benefit: "Pierwsza lekcja z lektorem gratis",
        howToUse:
          "Zapisz się na lekcję próbną przez stronę partnera. Po lekcji lektor zaproponuje plan nauki, a za pierwszą lekcję nie zapłacisz.",
      },
      en: {
        description:
          "SkillUp teaches English to IT and AI specialists: online sessions with a tutor, technical vocabulary and presentation practice.",
        benefit: "Your first lesson with a tutor free",
        howToUse:
          "Sign up for a trial lesson on the partner's site. After it the tutor suggests a study plan, and the first lesson costs nothing.",
      },
    },
  },
  {
    id: "pa-gadgetpoint",
    name: "GadgetPoint",
    category: "hardware",
    colour: "#c2410c",
    url: "https://example.com/partners/gadgetpoint",
    code: "CAMPUS-GP",
    text: {
      pl: {
        description:
          "GadgetPoint to sklep z mikrofonami, kamerami i oświetleniem do nagrywania wideo, webinarów i podcastów tworzonych z pomocą AI.",
        benefit: "Darmowa dostawa i 8% rabatu",
        howToUse:
          "Wpisz kod w koszyku sklepu GadgetPoint; darmowa dostawa naliczy się sama przy zamówieniu powyżej 100 zł.",
      },
      en: {
        description:
          "GadgetPoint sells microphones, cameras and lighting for recording videos, webinars and podcasts made with the help of AI.",
        benefit: "Free delivery and 8% off",
        howToUse: "Enter the code in the GadgetPoint basket; free delivery is added by itself to orders above 100 PLN.",
      },
    },
  },
  {
    id: "pa-legalbot",
    name: "LegalBot",
    category: "services",
    colour: "#334155",
    url: "https://example.com/partners/legalbot",
    code: null,
    text: {
      pl: {
        description:
          "LegalBot to kancelaria online, która sprawdza regulaminy, umowy i polityki prywatności produktów korzystających z AI, także pod kątem AI Act.",
        benefit: "Przegląd jednej umowy za 1 zł",
        howToUse:
          "Prześlij umowę przez formularz na stronie LegalBot i zaznacz „Jestem słuchaczem Campus AI”. Opinię prawnika dostaniesz w ciągu 5 dni roboczych.",
      },
      en: {
        description:
          "LegalBot is an online law firm that reviews the terms, contracts and privacy policies of products that use AI, the AI Act included.",
        benefit: "One contract reviewed for 1 PLN",
        howToUse:
          "Send the contract through the form on the LegalBot site and tick “I am a Campus AI learner”. A lawyer's opinion arrives within 5 business days.",
      },
    },
  },
  {
    id: "pa-designdesk",
    name: "DesignDesk",
    category: "software",
    colour: "#a21caf",
    url: "https://example.com/partners/designdesk",
    code: "CAMPUS25",
    text: {
      pl: {
        description:
          "DesignDesk to edytor grafik i prezentacji z generatorem obrazów, szablonami marek i wspólną pracą całego zespołu w przeglądarce.",
        benefit: "25% taniej przez pierwszy rok",
        howToUse:
          "Rozpocznij okres próbny w DesignDesk, a przy wyborze planu Pro wpisz kod. Cena z rabatem obowiązuje 12 miesięcy.",
      },
      en: {
        description:
          "DesignDesk is a graphics and presentation editor with an image generator, brand templates and whole-team collaboration in the browser.",
        benefit: "25% less for the first year",
        howToUse:
          "Start a DesignDesk trial and enter the code when you choose the Pro plan. The discounted price holds for 12 months.",
      },
    },
  },
  {
    id: "pa-talktrain",
    name: "TalkTrain",
    category: "education",
    colour: "#4338ca",
    url: "https://example.com/partners/talktrain",
    code: null,
    text: {
      pl: {
        description:
          "TalkTrain uczy wystąpień publicznych z trenerem i z AI, które ocenia tempo, pauzy i słowa-wypełniacze w nagraniu twojej prezentacji.",
        benefit: "Miesiąc treningów z AI bez opłat",
        howToUse:
          "Pobierz aplikację TalkTrain ze strony partnera i zarejestruj się adresem e-mail z Campus. Miesiąc bez opłat włączy się przy pierwszym logowaniu.",
      },
      en: {
        description:
          "TalkTrain teaches public speaking with a coach and with AI that rates the pace, pauses and filler words in a recording of your talk.",
        benefit: "A month of AI practice at no cost",
        howToUse:
          "Get the TalkTrain app from the partner's site and register with your Campus email address. The free month starts at your first sign-in.",
      },
    },
  },
];

/** The six community cards; the job board is not open yet. The client falls back to the same six (SPEC section 8). */
const communityCards: {
  id: string;
  category: string;
  url: string;
  disabled: boolean;
  image: number;
  text: Text<{ title: string; hashes: string[] }>;
}[] = [
  {
    id: "cc-discord",
    category: "discord",
    url: "https://discord.example.com/campus-ai",
    disabled: false,
    image: 0,
    text: {
      pl: { title: "Dołącz do naszego Discorda", hashes: ["pytania", "nowości", "networking"] },
      en: { title: "Join our Discord", hashes: ["questions", "news", "networking"] },
    },
  },
  {
    id: "cc-events",
    category: "events",
    url: "https://discord.example.com/campus-ai/events",
    disabled: false,
    image: 1,
    text: {
      pl: { title: "Wydarzenia na żywo i webinary", hashes: ["webinary", "live", "qa"] },
      en: { title: "Live events and webinars", hashes: ["webinars", "live", "qa"] },
    },
  },
  {
    id: "cc-mastermind",
    category: "mastermind",
    url: "https://discord.example.com/campus-ai/mastermind",
    disabled: false,
    image: 2,
    text: {
      pl: { title: "Grupy Mastermind z liderami", hashes: ["mastermind", "rozwój"] },
      en: { title: "Mastermind groups with leaders", hashes: ["mastermind", "growth"] },
    },
  },
  {
    id: "cc-projects",
    category: "projects",
    url: "https://discord.example.com/campus-ai/showcase",
    disabled: false,
    image: 3,
    text: {
      pl: { title: "Pokaż swój projekt AI", hashes: ["projekty", "feedback"] },
      en: { title: "Show your AI project", hashes: ["projects", "feedback"] },
    },
  },
  {
    id: "cc-help",
    category: "help",
    url: "https://discord.example.com/campus-ai/help",
    disabled: false,
    image: 4,
    text: {
      pl: { title: "Pomoc koleżeńska przy zadaniach", hashes: ["pomoc", "prompty"] },
      en: { title: "Peer help with assignments", hashes: ["help", "prompts"] },
    },
  },
  {
    id: "cc-jobs",
    category: "jobs",
    url: "https://discord.example.com/campus-ai/jobs",
    disabled: true,
    image: 5,
    text: {
      pl: { title: "Oferty pracy w AI", hashes: ["praca", "kariera"] },
      en: { title: "AI job offers", hashes: ["jobs", "career"] },
    },
  },
];

/** The about page; the Mastermind's numbers (SPEC section 9) are added by the service, only its words live here. */
const about: Text<unknown> = {
  pl: {
    title: "O Campus AI",
    intro:
      "Campus AI to miejsce, w którym uczysz się sztucznej inteligencji w praktyce: krótkie lekcje, zadania na prawdziwych przykładach i społeczność ludzi, którzy wdrażają AI w swojej pracy.",
    sections: [
      {
        title: "Programy i kursy",
        body: "Kursy są pogrupowane w programy, od podstaw pracy z modelami językowymi po automatyzację procesów w firmie. Każdy kurs kończy się testem z certyfikatem albo pracą końcową ocenianą przez naszych ekspertów.",
      },
      {
        title: "Narzędzia i benefity",
        body: "W katalogu narzędzi znajdziesz sprawdzone aplikacje AI z opisami i kategoriami, a partnerzy Campus dają słuchaczom zniżki na oprogramowanie, sprzęt i szkolenia.",
      },
      {
        title: "Społeczność",
        body: "Na naszym Discordzie zadasz pytanie, pokażesz swój projekt i dołączysz do wydarzeń na żywo. Uczysz się razem z innymi, a nie w pojedynkę.",
      },
    ],
    mastermind: {
      title: "Mastermind",
      description:
        "Program dla słuchaczy, którzy chcą wdrożyć AI we własnym projekcie: praca w małej grupie pod opieką lidera, wspólne cele i regularne rozliczanie postępów.",
      graduationMeeting: "W pierwszą środę każdego miesiąca",
    },
  },
  en: {
    title: "About Campus AI",
    intro:
      "Campus AI is where you learn artificial intelligence in practice: short lessons, assignments on real examples and a community of people who bring AI into their work.",
    sections: [
      {
        title: "Programs and courses",
        body: "Courses are grouped into programs, from the basics of working with language models to automating a company's processes. Each course ends in a test with a certificate or a final work reviewed by our experts.",
      },
      {
        title: "Tools and benefits",
        body: "The tools catalogue holds tried AI applications with descriptions and categories, and Campus partners give learners discounts on software, hardware and training.",
      },
      {
        title: "Community",
        body: "On our Discord you can ask a question, show your project and join live events. You learn together with others, not on your own.",
      },
    ],
    mastermind: {
      title: "Mastermind",
      description:
        "A program for learners who want to bring AI into a project of their own: work in a small group guided by a leader, shared goals and regular check-ins on progress.",
      graduationMeeting: "On the first Wednesday of each month",
    },
  },
};

/** Fills the partners, community cards and about page of an empty demo database. */
export async function seedPartnersCommunityAbout(
  tx: Queryable,
  insertJson: (tx: Queryable, table: string, row: Record<string, unknown>) => Promise<void>,
  cover: (n: number) => string,
): Promise<void> {
  for (const [i, p] of partners.entries()) {
    await insertJson(tx, "partners", {
      id: p.id,
      position: i + 1,
      name: p.name,
      category: p.category,
      logo: monogramLogo(p.name, p.colour),
      url: p.url,
      code: p.code,
      i18n: p.text,
    });
  }
  for (const [i, card] of communityCards.entries()) {
    await insertJson(tx, "community_cards", {
      id: card.id,
      position: i + 1,
      category: card.category,
      url: card.url,
      disabled: card.disabled,
      background_image: cover(card.image),
      i18n: card.text,
    });
  }
  await insertJson(tx, "pages", { key: "about", i18n: about });
}
