import { describe, expect, it } from "vitest";
import { type Agent, createLearner, RESTRICTED, signIn, useApp } from "./helpers.js";

const ctx = useApp();

/** The learner's activity of today, as stored: whether a tool was used, or no row at all. */
async function usedToolToday(userId: string): Promise<boolean | null> {
  const [row] = await ctx.db.query<{ used_tool: boolean }>(
    "select used_tool from activity_days where user_id = $1 and day = current_date",
    [userId],
  );
  return row ? row.used_tool : null;
}

const useToolDone = async (learner: Agent) =>
  (await learner.get("/api/session-streak")).json().tasks.find((task: { key: string }) => task.key === "use-tool")
    .done as boolean;

describe("opening a tool's page for the streak", () => {
  it("reading a tool (GET) changes nothing: a prefetch or a crawler completes no streak task", async () => {
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-reader"));
    for (let i = 0; i < 3; i++) expect((await learner.get("/api/tools/t-datalens")).statusCode).toBe(200);
    expect(await usedToolToday("u-reader")).toBeNull();
    expect(await useToolDone(learner)).toBe(false);
  });

  it("the visit call records it and answers the streak with the task done, sent with or without a body", async () => {
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-visitor"));
    const visit = await learner.post("/api/tools/t-datalens/visit");
    expect(visit.statusCode).toBe(200);
    expect(visit.json()).toMatchObject({ streakDays: 1 });
    expect(visit.json().tasks).toContainEqual(expect.objectContaining({ key: "use-tool", done: true }));
    expect(await usedToolToday("u-visitor")).toBe(true);
    expect(await useToolDone(learner)).toBe(true);
    // Again the same day, and as an HTTP client sends a call without a body: the same, one row.
    const bare = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/t-voicecraft/visit",
      headers: {
        cookie: [...learner.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "x-csrf-token": learner.csrf(),
      },
    });
    expect(bare.statusCode).toBe(200);
    const [{ days }] = (await ctx.db.query<{ days: number }>(
      "select count(*)::int as days from activity_days where user_id = $1",
      ["u-visitor"],
    )) as [{ days: number }];
    expect(days).toBe(1);
  });

  it("is a change like any other: refused without the CSRF header, and from another site", async () => {
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-forged"));
    const cookie = [...learner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const withoutHeader = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/t-datalens/visit",
      headers: { cookie },
    });
    expect(withoutHeader.statusCode).toBe(403);
    const crossSite = await learner.request("POST", "/api/tools/t-datalens/visit", undefined, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await usedToolToday("u-forged")).toBeNull();
  });

  it("is a 404 for a tool that does not exist and a 403 for a learner without the tools, recording nothing", async () => {
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-lost"));
    const unknown = await learner.post("/api/tools/t-no-such-tool/visit");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    expect(await usedToolToday("u-lost")).toBeNull();
    const restricted = await signIn(ctx.app, RESTRICTED);
    expect((await restricted.post("/api/tools/t-datalens/visit")).statusCode).toBe(403);
    const [row] = await ctx.db.query<{ id: string }>("select id from users where email = $1", [RESTRICTED]);
    expect(await usedToolToday(row?.id ?? "")).not.toBe(true);
  });
});
