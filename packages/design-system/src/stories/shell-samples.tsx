import { BookOpenCheck, GraduationCap, PenLine, Settings, Trophy, UserRound } from "lucide-react";
import { CampusLogo, FlagEn, FlagPl } from "../components/brand";
import type { LanguageOption } from "../components/language-switcher";
import type { ToolsLauncherApp } from "../components/tools-launcher";
import type { TopBarItem } from "../components/top-bar";
import type { UserMenuLink } from "../components/user-menu";

/** Deterministic artwork and data of the application shell's stories: inline SVG, no network. */

/** The campus logo. */
export const sampleLogo = <CampusLogo />;

export const sampleLanguages: LanguageOption[] = [
  { alias: "pl", name: "Polski", icon: <FlagPl /> },
  { alias: "en", name: "English", icon: <FlagEn /> },
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
