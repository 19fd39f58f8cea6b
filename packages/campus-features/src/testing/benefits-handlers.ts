import type { CommunityCard, Partner } from "@campus/contract";
import type { HttpHandler } from "msw";
import * as fixtures from "./benefits-fixtures";
import { answer, answerFound, translated } from "./handlers";

/**
 * The partners, community and about calls over the fixtures, in the content language the request asks for;
 * a story puts them before `campusHandlers().pages`, or its own handlers before them.
 */
export function benefitsHandlers({
  partners = { pl: fixtures.partners, en: fixtures.partnersEn },
  cards = { pl: fixtures.communityCards, en: fixtures.communityCardsEn },
}: {
  partners?: { pl: readonly Partner[]; en: readonly Partner[] };
  cards?: { pl: readonly CommunityCard[]; en: readonly CommunityCard[] };
} = {}): HttpHandler[] {
  return [
    answer("partners", (request: Request) => fixtures.partnersAnswer(translated(partners)(), new URL(request.url))),
    answerFound("partner", (request: Request) => fixtures.partnerFor(translated(partners)(), request.url)),
    answer("community", (request: Request) => fixtures.communityAnswer(translated(cards)(), new URL(request.url))),
    answer("about", translated({ pl: fixtures.about, en: fixtures.aboutEn })),
  ];
}
