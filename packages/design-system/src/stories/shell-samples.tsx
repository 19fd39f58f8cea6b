import { BookOpenCheck, GraduationCap, PenLine, Settings, Trophy, UserRound } from "lucide-react";
import type { LanguageOption } from "../components/language-switcher";
import type { ToolsLauncherApp } from "../components/tools-launcher";
import type { TopBarItem } from "../components/top-bar";
import type { UserMenuLink } from "../components/user-menu";

/** Deterministic artwork and data of the application shell's stories: inline SVG, no network. */

/** The campus logo: a mark in the accent role and the name in the text colour, so both themes draw it. */
export const sampleLogo = (
  <svg viewBox="0 0 150 32" width="150" height="32" aria-hidden="true">
    <rect x="0" y="2" width="28" height="28" rx="8" className="fill-accent" />
    <path
      d="M19 11.5a6.5 6.5 0 1 0 0 9"
      fill="none"
      strokeWidth="3"
      strokeLinecap="round"
      className="stroke-accent-fg"
    />
    <text x="36" y="23" fontSize="19" fontWeight="700" className="fill-fg" fontFamily="Inter Variable, sans-serif">
      Campus AI
    </text>
  </svg>
);

/** Flags are content, not theme: they keep their own colours, outlined so the white stripe shows on white. */
const flagPl = (
  <svg viewBox="0 0 20 14" aria-hidden="true">
    <rect width="20" height="7" fill="#ffffff" />
    <rect y="7" width="20" height="7" fill="#dc143c" />
    <rect x="0.25" y="0.25" width="19.5" height="13.5" fill="none" stroke="#8a8a8a" strokeWidth="0.5" />
  </svg>
);

const flagEn = (
  <svg viewBox="0 0 20 14" aria-hidden="true">
    <rect width="20" height="14" fill="#012169" />
    <path d="M0 0 20 14M20 0 0 14" stroke="#ffffff" strokeWidth="3" />
    <path d="M0 0 20 14M20 0 0 14" stroke="#c8102e" strokeWidth="1" />
    <path d="M10 0v14M0 7h20" stroke="#ffffff" strokeWidth="4" />
    <path d="M10 0v14M0 7h20" stroke="#c8102e" strokeWidth="2" />
  </svg>
);

export const sampleLanguages: LanguageOption[] = [
  { alias: "pl", name: "Polski", icon: flagPl },
  { alias: "en", name: "English", icon: flagEn },
];

export const samplePrograms: TopBarItem = {
  id: "programs",
  label: "Programy",
  header: { label: "Wszystkie programy", href: "/programs" },
  entries: [
    { id: "1", label: "Podstawy sztucznej inteligencji", href: "/program/1" },
    { id: "2", label: "Inżynieria promptów", href: "/program/2" },
    { id: "3", label: "AI w biznesie", href: "/program/3" },
  ],
};

/** The whole menu: programs, tools, community and about (an organisation with every access flag). */
export const sampleMenuItems: TopBarItem[] = [
  samplePrograms,
  { id: "tools", label: "Narzędzia", href: "/tools" },
  { id: "community", label: "Społeczność", href: "/community" },
  { id: "about", label: "O Campus AI", href: "/about-campusai" },
];

export const sampleUserLinks: UserMenuLink[] = [
  { id: "profile", label: "Profil", href: "https://konto.example.org/profil", icon: <UserRound /> },
  { id: "rank", label: "Ranga i postępy", href: "https://konto.example.org/ranga", icon: <Trophy /> },
  { id: "settings", label: "Ustawienia konta", href: "https://konto.example.org/ustawienia", icon: <Settings /> },
];

export const sampleApps: ToolsLauncherApp[] = [
  {
    id: "promptbook",
    name: "Promptbook",
    description: "Zapisuj i porządkuj swoje prompty",
    href: "https://promptbook.example.org",
    icon: <PenLine />,
  },
  {
    id: "university",
    name: "Uniwersytet AI",
    description: "Zewnętrzna platforma kursów zaawansowanych",
    href: "https://uniwersytet.example.org",
    icon: <GraduationCap />,
    isLocked: true,
    lockedReason: "Zbyt niska ranga",
  },
  {
    id: "quiz",
    name: "Quizownik",
    description: "Powtórki z fiszek i testów",
    href: "https://quiz.example.org",
    icon: <BookOpenCheck />,
  },
];
