import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo.js";
import { agent, createLearner, LEARNER, pkce, signIn, useApp } from "./helpers.js";

const ctx = useApp();

describe("the learner's preferences follow them", () => {
  it("starts with none chosen", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const me = await learner.get("/api/auth/get-user-data");
    expect(me.json().user.preferences).toEqual({ language: null, theme: null });
  });

  it("saves the language and theme and applies them at a sign-in on another device", async () => {
    const laptop = await signIn(ctx.app, LEARNER);
    const saved = await laptop.put("/api/auth/preferences", { language: "en", theme: "high-contrast" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ preferences: { language: "en", theme: "high-contrast" } });
    expect((await laptop.get("/api/auth/get-user-data")).json().user.preferences).toEqual({
      language: "en",
      theme: "high-contrast",
    });

    // A second session, as a phone would start it: the exchange-code answer itself carries them.
    const phone = agent(ctx.app);
    const { verifier, challenge } = pkce();
    const authorized = await phone.post("/api/auth/authorize", {
      email: LEARNER,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "phone",
    });
    const exchanged = await phone.post("/api/auth/exchange-code", {
      code: authorized.json().code,
      codeVerifier: verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user.preferences).toEqual({ language: "en", theme: "high-contrast" });
    expect((await phone.get("/api/auth/get-user-data")).json().user.preferences).toEqual({
      language: "en",
      theme: "high-contrast",
    });
  });

  it("keeps the preference that was not sent", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    await learner.put("/api/auth/preferences", { language: "pl", theme: "light" });
    const saved = await learner.put("/api/auth/preferences", { theme: "high-contrast" });
    expect(saved.json().preferences).toEqual({ language: "pl", theme: "high-contrast" });
  });

  it.each([
    ["an unknown language", { language: "de" }],
    ["an unknown theme", { theme: "dark" }],
    ["nothing at all", {}],
    ["only an unknown key", { fontSize: 20 }],
    ["an unknown key beside a valid one", { language: "en", fontSize: 20 }],
    ["a language that is not text", { language: 1 }],
    ["a preference sent as null", { theme: null }],
    ["a body that is not an object", ["en"]],
  ])("answers 400 for %s, and nothing changes", async (_what, body) => {
    const learner = await signIn(ctx.app, LEARNER);
    await learner.put("/api/auth/preferences", { language: "pl", theme: "light" });
    const refused = await learner.put("/api/auth/preferences", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect((await learner.get("/api/auth/get-user-data")).json().user.preferences).toEqual({
      language: "pl",
      theme: "light",
    });
  });

  it("needs the session and its CSRF header", async () => {
    expect((await agent(ctx.app).put("/api/auth/preferences", { language: "en" })).statusCode).toBe(401);
    const learner = await signIn(ctx.app, LEARNER);
    await learner.put("/api/auth/preferences", { language: "pl" });
    const noCsrf = await learner.request("PUT", "/api/auth/preferences", { language: "en" }, { "x-csrf-token": "" });
    expect(noCsrf.statusCode).toBe(403);
    const otherSession = await signIn(ctx.app, LEARNER);
    const wrongCsrf = await learner.request(
      "PUT",
      "/api/auth/preferences",
      { language: "en" },
      { "x-csrf-token": otherSession.csrf() },
    );
    expect(wrongCsrf.statusCode).toBe(403);
    expect((await learner.get("/api/auth/get-user-data")).json().user.preferences.language).toBe("pl");
  });

  it("never changes another learner's preferences", async () => {
    const otherEmail = await createLearner(ctx.db, "u-prefs-other");
    const other = await signIn(ctx.app, otherEmail);
    await other.put("/api/auth/preferences", { language: "pl", theme: "light" });
    const learner = await signIn(ctx.app, LEARNER);
    await learner.put("/api/auth/preferences", { language: "en", theme: "high-contrast" });
    expect((await other.get("/api/auth/get-user-data")).json().user.preferences).toEqual({
      language: "pl",
      theme: "light",
    });
  });
});
