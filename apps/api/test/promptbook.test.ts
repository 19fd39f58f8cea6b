import { beforeAll, describe, expect, it } from "vitest";
import { deleteExpired, expiredRows } from "../src/plugins/cleanup.js";
import { type Agent, createLearner, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp();
let learner: Agent;
let other: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, await createLearner(ctx.db, "prompt-keeper"));
  other = await signIn(ctx.app, await createLearner(ctx.db, "prompt-other"));
});

const english = (a: Agent) => a.cookies.set(`${PREFIX}lang`, "en");
const polish = (a: Agent) => a.cookies.set(`${PREFIX}lang`, "pl");
const save = async (a: Agent, prompt: string, lessonId?: string) => {
  const saved = await a.post("/api/course/add-promptbook-item", lessonId ? { prompt, lessonId } : { prompt });
  expect(saved.statusCode).toBe(200);
  return saved.json().item as { _id: string; createdAt: string; source: unknown };
};
const prompts = async (a: Agent) =>
  (await a.get("/api/course/promptbook")).json().items as { _id: string; prompt: string; createdAt: string }[];

describe("the Promptbook's lessons", () => {
  it("names the lesson and course a prompt came from, in the learner's language, with the address parts", async () => {
    polish(learner);
    const item = await save(learner, "Wyjaśnij pojęcie tokena", "c-intro-l2");
    expect(item.source).toMatchObject({ courseId: "c-intro", lessonId: "c-intro-l2", sublessonId: null });
    const [listed] = await prompts(learner);
    expect(listed).toMatchObject({ _id: item._id, source: { courseTitle: "Wprowadzenie do AI" } });
    english(learner);
    const [inEnglish] = (await learner.get("/api/course/promptbook")).json().items;
    expect(inEnglish.source.courseTitle).toBe("Introduction to AI");
    polish(learner);
  });

  it("opens a sub-lesson's prompt inside its lesson", async () => {
    const item = await save(learner, "Streść ćwiczenie", "c-intro-l4-s1");
    expect(item.source).toMatchObject({ courseId: "c-intro", lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1" });
  });

  it("has no lesson for a prompt saved on its own or from a lesson that does not exist", async () => {
    expect((await save(learner, "Prompt bez lekcji")).source).toBeNull();
    expect((await save(learner, "Prompt z nieznanej lekcji", "no-such-lesson")).source).toBeNull();
  });
});

describe("deleting a prompt, and its undo", () => {
  it("deletes a prompt and brings it back with its date and lesson", async () => {
    const item = await save(other, "Napisz plan lekcji", "c-intro-l1");
    const deleted = await other.request("DELETE", `/api/course/promptbook/${item._id}`, {});
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, item: { _id: item._id, prompt: "Napisz plan lekcji" } });
    expect((await prompts(other)).map((p) => p._id)).not.toContain(item._id);

    const restored = await other.post(`/api/course/promptbook/${item._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().item).toEqual(item);
    expect((await prompts(other)).find((p) => p._id === item._id)).toEqual(item);
  });

  it("answers the same to a delete or an undo sent again (a retry whose answer was lost)", async () => {
    const item = await save(other, "Popraw ten akapit");
    expect((await other.request("DELETE", `/api/course/promptbook/${item._id}`, {})).statusCode).toBe(200);
    expect((await other.request("DELETE", `/api/course/promptbook/${item._id}`, {})).json().item._id).toBe(item._id);
    expect((await other.post(`/api/course/promptbook/${item._id}/restore`)).statusCode).toBe(200);
    expect((await other.post(`/api/course/promptbook/${item._id}/restore`)).json().item).toEqual(item);
    expect((await prompts(other)).filter((p) => p._id === item._id)).toHaveLength(1);
  });

  it("keeps another learner's prompt out of reach: 404 to delete it or bring it back", async () => {
    const mine = await save(learner, "Tylko mój prompt");
    expect((await other.request("DELETE", `/api/course/promptbook/${mine._id}`, {})).statusCode).toBe(404);
    expect((await other.post(`/api/course/promptbook/${mine._id}/restore`)).statusCode).toBe(404);
    expect((await prompts(learner)).map((p) => p._id)).toContain(mine._id);
  });

  it("refuses an id that cannot be one with 400 and an unknown one with 404", async () => {
    const bad = await other.request("DELETE", "/api/course/promptbook/not%20an%20id", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    expect((await other.request("DELETE", "/api/course/promptbook/nope", {})).statusCode).toBe(404);
    expect((await other.post("/api/course/promptbook/nope/restore")).statusCode).toBe(404);
  });

  it("forgets a deleted prompt after a day: the cleanup removes it and the undo is no longer possible", async () => {
    const item = await save(other, "Stary prompt");
    await other.request("DELETE", `/api/course/promptbook/${item._id}`, {});
    await ctx.db.query("update promptbook_items set deleted_at = now() - interval '25 hours' where id = $1", [
      item._id,
    ]);
    expect((await other.post(`/api/course/promptbook/${item._id}/restore`)).statusCode).toBe(404);
    await deleteExpired(ctx.db, expiredRows);
    expect(await ctx.db.query("select id from promptbook_items where id = $1", [item._id])).toEqual([]);
  });

  it("refuses both calls without a session", async () => {
    const anonymous = await ctx.app.inject({ method: "DELETE", url: "/api/course/promptbook/nope", payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the home tutorial, remembered with the account", () => {
  it("is unseen for a new learner, seen once marked, on every later sign-in (another device) too", async () => {
    const email = await createLearner(ctx.db, "tutorial-learner");
    const first = await signIn(ctx.app, email);
    expect((await first.get("/api/auth/get-user-data")).json().user.tutorialSeen).toBe(false);
    const marked = await first.put("/api/auth/tutorial-seen");
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, tutorialSeen: true });
    const [{ at }] = (await ctx.db.query<{ at: Date }>(
      "select tutorial_seen_at as at from users where id = 'tutorial-learner'",
    )) as [{ at: Date }];
    // Marking again (a second tab) keeps the first time.
    expect((await first.put("/api/auth/tutorial-seen")).statusCode).toBe(200);
    const [again] = await ctx.db.query<{ at: Date }>(
      "select tutorial_seen_at as at from users where id = 'tutorial-learner'",
    );
    expect(again?.at).toEqual(at);
    const second = await signIn(ctx.app, email);
    expect((await second.get("/api/auth/get-user-data")).json().user.tutorialSeen).toBe(true);
  });

  it("is refused without a session or without the CSRF header", async () => {
    expect((await ctx.app.inject({ method: "PUT", url: "/api/auth/tutorial-seen", payload: {} })).statusCode).toBe(401);
    const email = await createLearner(ctx.db, "tutorial-csrf");
    const agent = await signIn(ctx.app, email);
    const refused = await agent.request("PUT", "/api/auth/tutorial-seen", {}, { "x-csrf-token": "" });
    expect(refused.statusCode).toBe(403);
    expect((await agent.get("/api/auth/get-user-data")).json().user.tutorialSeen).toBe(false);
  });

  it("is seen by every demo account but guide@, whose first home visit shows it; demo@ is a demo account", async () => {
    const guide = await signIn(ctx.app, "guide@example.com");
    expect((await guide.get("/api/auth/get-user-data")).json().user).toMatchObject({
      tutorialSeen: false,
      isDemo: false,
    });
    const demo = await signIn(ctx.app, "demo@example.com");
    expect((await demo.get("/api/auth/get-user-data")).json().user).toMatchObject({ tutorialSeen: true, isDemo: true });
    const learner = await signIn(ctx.app, "learner@example.com");
    expect((await learner.get("/api/auth/get-user-data")).json().user.isDemo).toBe(false);
  });
});

describe("features behind the demo flag", () => {
  it("refuses a demo account the lesson downloads with 403 demo_only, and serves everyone else", async () => {
    const demo = await signIn(ctx.app, "demo@example.com");
    for (const url of [
      "/api/course/download-resource/c-intro-l1-r-notatkitxt",
      "/api/course/download-resources/c-intro-l1",
    ]) {
      const refused = await demo.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("demo_only");
      expect((await other.get(url)).statusCode).toBe(200);
    }
  });
});
