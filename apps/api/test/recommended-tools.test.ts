import { beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../src/seed/scale.js";
import { recommendedTools } from "../src/services/course.js";
import { type Agent, LEARNER, signIn, useApp } from "./helpers.js";

/**
 * The tools recommended beside a course: the same three for a course each time, narrowed by `type`, and found
 * through the tools_shuffled index, so that a large catalogue costs no more than a small one.
 */
const ctx = useApp();
let learner: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, LEARNER);
  await learner.post("/api/tools/add-to-favorites/t-adgenie");
  await learner.post("/api/tools/add-to-favorites/t-slidemaker");
});

const recommended = async (url: string) =>
  (await learner.get(url)).json().data.recommendedTools as { _id: string; licenceType: string; isFavorite: boolean }[];

describe("recommended tools", () => {
  it("are the same three for a course each time, and differ between courses", async () => {
    const first = await recommended("/api/course/c-intro");
    expect(first).toHaveLength(3);
    expect(await recommended("/api/course/c-intro")).toEqual(first);
    expect((await recommended("/api/course/c-prompting")).map((t) => t._id)).not.toEqual(first.map((t) => t._id));
  });

  it("narrow to a licence or to the learner's favorites", async () => {
    for (const licence of ["paid", "freemium"]) {
      const tools = await recommended(`/api/course/c-intro?type=${licence}`);
      expect(tools).toHaveLength(3);
      expect(tools.every((t) => t.licenceType === licence)).toBe(true);
    }
    const own = await ctx.db.query<{ tool_id: string }>(
      "select tool_id from tool_favorites where user_id = 'u-learner' order by tool_id",
    );
    const favorites = await recommended("/api/course/c-intro?type=favorites");
    expect(favorites).toHaveLength(Math.min(3, own.length));
    expect(favorites.every((t) => t.isFavorite && own.some((f) => f.tool_id === t._id))).toBe(true);
    expect(favorites.every((t) => t.isFavorite)).toBe(true);
  });

  it("are read through the index in a large catalogue, not by hashing every tool", async () => {
    await seedScale(ctx.db, { factor: 0.1 });
    const plan = (
      await ctx.db.query<{ "QUERY PLAN": string }>(
        "explain select t.id from tools t where md5(t.id) >= md5('c-intro') order by md5(t.id) limit 3",
      )
    )
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    expect(plan).toContain("tools_shuffled");
    const tools = await recommendedTools(ctx.db, "u-learner", "c-intro", "all");
    expect(tools).toHaveLength(3);
  });
});
