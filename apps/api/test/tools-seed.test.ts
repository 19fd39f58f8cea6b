import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, LEARNER, PREFIX, signIn, useApp } from "./helpers.js";

/**
 * The demo catalogue reads like a real one in both languages: thirty tools across every domain and business
 * category, each with its own description, long description and features, a monogram logo, and a licence.
 */
const ctx = useApp();
let polish: Agent;
let english: Agent;

interface Card {
  _id: string;
  name: string;
  description: string;
  logo: string;
  domainCategories: string[];
  businessCategories: string[];
  licenceType: string;
}

const everyTool = async (agent: Agent): Promise<Card[]> => {
  const pages = await Promise.all([1, 2, 3, 4].map((page) => agent.get(`/api/tools?page=${page}`)));
  return pages.flatMap((page) => page.json().data as Card[]);
};

beforeAll(async () => {
  polish = await signIn(ctx.app, LEARNER);
  english = await signIn(ctx.app, LEARNER);
  english.cookies.set(`${PREFIX}lang`, "en");
});

describe("the demo tools", () => {
  it("are thirty, by name, across every domain and business category, with both licences", async () => {
    const tools = await everyTool(polish);
    expect(tools).toHaveLength(30);
    expect(new Set(tools.map((tool) => tool._id)).size).toBe(30);
    const domains = new Set(tools.flatMap((tool) => tool.domainCategories));
    const businesses = new Set(tools.flatMap((tool) => tool.businessCategories));
    expect([...domains].sort()).toEqual(["audio", "code", "data", "image", "text", "video"]);
    expect([...businesses].sort()).toEqual(["design", "education", "hr", "marketing", "productivity", "sales"]);
    expect(new Set(tools.map((tool) => tool.licenceType))).toEqual(new Set(["freemium", "paid"]));
    for (const tool of tools) expect(tool.logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it("each say what they do in Polish and in English, in their own words", async () => {
    const pl = await everyTool(polish);
    const en = await everyTool(english);
    expect(new Set(pl.map((tool) => tool.description)).size).toBe(30);
    expect(new Set(en.map((tool) => tool.description)).size).toBe(30);
    for (const [index, tool] of pl.entries()) {
      expect(tool.description).not.toBe(en[index]?.description);
      expect(tool.description.length).toBeGreaterThan(40);
    }
    const page = (await polish.get("/api/tools/t-datalens")).json().tool;
    const pageEn = (await english.get("/api/tools/t-datalens")).json().tool;
    expect(page.longDescription).toContain("DataLens");
    expect(page.longDescription).not.toBe(pageEn.longDescription);
    expect(page.features.length).toBeGreaterThanOrEqual(3);
    expect(pageEn.features).not.toEqual(page.features);
  });
});
