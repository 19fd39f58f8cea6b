import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "./benefits-fixtures";

const answerSchema = (name: CallName) => (calls[name].schema.response as Record<number, TSchema>)[200] as TSchema;
const url = (query: string) => new URL(`http://campus.test/api/x?${query}`);

describe("the benefits, community and about fixtures", () => {
  it("are answers of their calls by the contract", () => {
    const answers: [CallName, unknown][] = [
      ["partners", fixtures.partnersAnswer(fixtures.partners, url(""))],
      ["partners", fixtures.partnersAnswer(fixtures.partnersEn, url("page=2"))],
      ["partner", { partner: fixtures.longPolishPartner }],
      ["community", fixtures.communityAnswer(fixtures.communityCards, url(""))],
      ["community", fixtures.communityAnswer(fixtures.manyCommunityCards, url("page=2"))],
      ["about", fixtures.about],
      ["about", fixtures.aboutEn],
    ];
    for (const [name, body] of answers) expect([...Value.Errors(answerSchema(name), body)]).toEqual([]);
  });

  it("answer as the API does: categories comma-joined, a search in names and benefits, 9 a page", () => {
    expect(fixtures.partnersAnswer(fixtures.partners, url(""))).toMatchObject({ totalCount: 10, totalPages: 2 });
    expect(
      fixtures
        .partnersAnswer(fixtures.partners, url("categories=software,hardware&search=zniżki"))
        .data.map((p) => p.name),
    ).toEqual(["CloudNest", "DataVault"]);
    expect(fixtures.partnerFor(fixtures.partners, "http://campus.test/api/partners/nope")).toBeNull();
    expect(fixtures.communityAnswer(fixtures.manyCommunityCards, url("page=2")).cards).toHaveLength(3);
  });
});
