import type { CommunityCard } from "@campus/contract";
import type { TFunction } from "i18next";

/** The campus's own community places, in the order shown; the job board is not open yet. */
const builtIn = [
  { id: "cc-discord", category: "discord", url: "https://discord.example.com/campus-ai", disabled: false },
  { id: "cc-events", category: "events", url: "https://discord.example.com/campus-ai/events", disabled: false },
  {
    id: "cc-mastermind",
    category: "mastermind",
    url: "https://discord.example.com/campus-ai/mastermind",
    disabled: false,
  },
  { id: "cc-projects", category: "projects", url: "https://discord.example.com/campus-ai/showcase", disabled: false },
  { id: "cc-help", category: "help", url: "https://discord.example.com/campus-ai/help", disabled: false },
  { id: "cc-jobs", category: "jobs", url: "https://discord.example.com/campus-ai/jobs", disabled: true },
] as const;

/**
 * The six built-in cards that stand in when the community call fails (SPEC sections 7 and 8: silently, with no
 * error), their words in the interface language.
 */
export const builtInCards = (t: TFunction): CommunityCard[] =>
  builtIn.map((card) => ({
    ...card,
    title: t(`community.builtIn.${card.id}.title`),
    hashes: t(`community.builtIn.${card.id}.hashes`)
      .split(",")
      .map((hash) => hash.trim())
      .filter(Boolean),
    backgroundImage: "",
  }));
