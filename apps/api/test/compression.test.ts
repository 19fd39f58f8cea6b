import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { completeLessons, LEARNER, pkce, STAFF, signIn, useApp } from "./helpers.js";

const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];

describe("the API compresses its JSON answers, and nothing else", () => {
  const ctx = useApp();

  it("sends a JSON answer of 1 KB or more in brotli or gzip when asked, with Vary, and plain otherwise", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const plain = await learner.get("/api/course/c-intro");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const data = plain.json();

    const br = await learner.request("GET", "/api/course/c-intro", undefined, {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toContain("application/json");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(data);

    const gzip = await learner.request("GET", "/api/course/c-intro", undefined, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(data);
  });

  it("leaves a short JSON answer as it is: compressing it would not pay", async () => {
    const small = await ctx.app.inject({
      method: "GET",
      url: "/api/no/such/call",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().message).toBe("No call GET /api/no/such/call.");
  });

  it("never compresses media files: images and video (ranges included) go as they are", async () => {
    for (const file of ["cover-1.jpg", "lesson-180.mp4"]) {
      const answer = await ctx.app.inject({
        method: "GET",
        url: `/api/media/${file}`,
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers["content-encoding"], file).toBeUndefined();
      expect(answer.rawPayload.length, file).toBeGreaterThan(1024);
    }
    const range = await ctx.app.inject({
      method: "GET",
      url: "/api/media/lesson-180.mp4",
      headers: { "accept-encoding": "br", range: "bytes=0-4095" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.rawPayload.length).toBe(4096);
  });

  it("never inflates a compressed request body: it is refused like any body that is not JSON", async () => {
    const body = JSON.stringify({
      email: LEARNER,
      password: "campus-demo",
      codeChallenge: pkce().challenge,
      codeChallengeMethod: "S256",
      state: "s1",
    });
    const send = (headers: Record<string, string>, payload: string | Buffer) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/authorize", headers, payload });
    expect((await send({ "content-type": "application/json" }, body)).statusCode).toBe(200);
    const inflated = await send({ "content-type": "application/json", "content-encoding": "gzip" }, gzipSync(body));
    expect(inflated.statusCode).toBe(400);
  });

  it("never compresses the certificate PNG", async () => {
    const staff = await signIn(ctx.app, STAFF);
    await completeLessons(staff, "c-intro");
    expect((await staff.post("/api/closed-test/check/c-intro", { answers: PASSING })).json().result.passed).toBe(true);
    const png = await staff.request(
      "POST",
      "/api/course/generate-certificate/c-intro",
      {},
      {
        "accept-encoding": "gzip, deflate, br",
      },
    );
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(PNG.sync.read(Buffer.from(png.rawPayload)).width).toBe(1200);
  });
});
