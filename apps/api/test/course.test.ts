import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, completeLessons, createLearner, LEARNER, NEWCOMER, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp();
let learner: Agent;
let other: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, LEARNER);
  other = await signIn(ctx.app, await createLearner(ctx.db, "other-course"));
});

const english = (a: Agent) => a.cookies.set(`${PREFIX}lang`, "en");
const polish = (a: Agent) => a.cookies.set(`${PREFIX}lang`, "pl");

describe("course and progress", () => {
  it("loads a course in the cookie's language with recommended tools and no progress before joining", async () => {
    polish(learner);
    const pl = await learner.get("/api/course/c-intro");
    expect(pl.statusCode).toBe(200);
    const { course, progress, recommendedTools } = pl.json().data;
    expect(course.title).toBe("Wprowadzenie do AI");
    expect(course.lessons.map((l: { kind: string }) => l.kind)).toEqual([
      "video",
      "text",
      "presentation",
      "text",
      "quiz",
      "internal-test",
    ]);
    expect(course.lessons[3].sublessons).toHaveLength(3);
    expect(progress).toBeNull();
    expect(recommendedTools.length).toBeGreaterThan(0);
    expect(recommendedTools[0]).toHaveProperty("isFavorite");
    english(learner);
    expect((await learner.get("/api/course/c-intro")).json().data.course.title).toBe("Introduction to AI");
    const paid = (await learner.get("/api/course/c-intro?type=paid")).json().data.recommendedTools;
    expect(paid.every((t: { licenceType: string }) => t.licenceType === "paid")).toBe(true);
  });

  it("answers 406 for a course missing in the chosen language, naming it and the languages it is in", async () => {
    english(learner);
    const r = await learner.get("/api/course/c-polish-law");
    expect(r.statusCode).toBe(406);
    expect(r.json().message).toBe("The selected resource is not available in the selected language.");
    expect(r.json().reason).toEqual({ code: "notInLanguage", title: "Prawo AI w Polsce", languages: ["pl"] });
    polish(learner);
    expect((await learner.get("/api/course/c-polish-law")).statusCode).toBe(200);
  });

  it("answers 403 below the course's rank, naming the course and the rank that opens it", async () => {
    english(learner);
    const r = await learner.get("/api/course/c-agents");
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe("You don't have access to this section.");
    expect(r.json().reason).toEqual({
      code: "rankTooLow",
      title: "AI agents",
      description: "Designing agents.",
      requiredRank: 3,
    });
    polish(learner);
    expect((await learner.get("/api/course/c-agents")).json().reason).toMatchObject({ title: "Agenci AI" });
    // The course's lessons and test say the same.
    expect((await learner.get("/api/closed-test/c-agents")).json().reason).toMatchObject({ code: "rankTooLow" });
  });

  it("joins, reads lessons and completes them in order; internal tests are checked on the server", async () => {
    english(learner);
    const joined = await learner.post("/api/course/join/c-intro");
    expect(joined.statusCode).toBe(200);
    const progress = joined.json().data.progress;
    expect(progress).toMatchObject({
      isStarted: true,
      currentLessonId: "c-intro-l1",
      currentSublessonId: null,
      percentage: 0,
    });

    const video = (await learner.get("/api/course/lesson/c-intro-l1")).json().content;
    expect(video.kind).toBe("video");
    expect(video.video.variants[0].url).toMatch(/\.mp4$/);
    // Captions in both languages, served as WebVTT.
    expect(video.video.captions.map((track: { lang: string }) => track.lang)).toEqual(["pl", "en"]);
    const captions = await learner.get(video.video.captions[0].url);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT/);
    expect(video.resources.length).toBe(2);
    const media = await ctx.app.inject({
      method: "GET",
      url: video.video.variants[0].url,
      headers: { range: "bytes=0-99" },
    });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.length).toBe(100);
    const slides = (await learner.get("/api/course/lesson/c-intro-l3")).json().content;
    expect(slides.presentation.slides).toHaveLength(3);
    expect((await ctx.app.inject({ method: "GET", url: slides.presentation.slides[0].url })).statusCode).toBe(200);

    const sub = (await learner.get("/api/course/lesson/c-intro-l4?sublessonId=c-intro-l4-s3")).json().content;
    expect(sub.kind).toBe("internal-test");
    expect(JSON.stringify(sub)).not.toMatch(/correct/i);
    expect((await learner.get("/api/course/lesson/c-intro-l4?sublessonId=c-intro-l5")).statusCode).toBe(404);

    let r = await learner.post("/api/course/update-progress", { progressId: progress._id, lessonId: "c-intro-l1" });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.progress).toMatchObject({ currentLessonId: "c-intro-l2" });
    // An internal test blocks its lesson until every question is passed.
    r = await learner.post("/api/course/update-progress", {
      progressId: progress._id,
      lessonId: "c-intro-l4",
      sublessonId: "c-intro-l4-s3",
    });
    expect(r.statusCode).toBe(409);
    const wrong = await learner.post("/api/course/update-internal-test-progress", {
      data: {
        progressId: progress._id,
        lessonId: "c-intro-l4",
        sublessonId: "c-intro-l4-s3",
        questionId: "c-intro-l4-s3-q1",
        answer: ["c-intro-l4-s3-q1-a2"],
      },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().isQuestionPassed).toBe(false);
    expect(wrong.json().answersFeedback).toContainEqual({
      id: "c-intro-l4-s3-q1-a2",
      isSelected: true,
      isCorrect: false,
    });
    for (const [q, a] of [
      ["q1", ["a1"]],
      ["q2", ["a1", "a2"]],
    ] as const) {
      const ok = await learner.post("/api/course/update-internal-test-progress", {
        data: {
          progressId: progress._id,
          lessonId: "c-intro-l4",
          sublessonId: "c-intro-l4-s3",
          questionId: `c-intro-l4-s3-${q}`,
          answer: a.map((x) => `c-intro-l4-s3-${q}-${x}`),
        },
      });
      expect(ok.json().isQuestionPassed).toBe(true);
    }
    r = await learner.post("/api/course/update-progress", {
      progressId: progress._id,
      lessonId: "c-intro-l4",
      sublessonId: "c-intro-l4-s3",
    });
    expect(r.statusCode).toBe(200);
    const lesson4 = r.json().data.progress.lessons.find((l: { id: string }) => l.id === "c-intro-l4");
    expect(
      lesson4.sublessons.find((s: { id: string }) => s.id === "c-intro-l4-s3").internalTestProgress.isCompleted,
    ).toBe(true);

    const quiz = await learner.post("/api/course/update-quiz-progress", {
      data: {
        progressId: progress._id,
        lessonId: "c-intro-l5",
        questionId: "c-intro-l5-q2",
        answers: ["c-intro-l5-q2-a1"],
      },
    });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json().isCorrect).toBe(false);
    expect(quiz.json().correctAnswers).toEqual(["c-intro-l5-q2-a1", "c-intro-l5-q2-a2"]);
    const notQuiz = await learner.post("/api/course/update-quiz-progress", {
      data: { progressId: progress._id, lessonId: "c-intro-l1", questionId: "x", answers: ["y"] },
    });
    expect(notQuiz.statusCode).toBe(400);

    const course = (await learner.get("/api/course/c-intro")).json().data;
    expect(course.progress.percentage).toBeGreaterThan(0);
  });

  it("records concurrent answers without losing any", async () => {
    const progress = (await learner.get("/api/course/c-intro")).json().data.progress;
    const key: Record<string, string[]> = { q1: ["a1"], q2: ["a1", "a2"], q3: ["a1"], q4: ["a1"] };
    const answers = await Promise.all(
      Object.entries(key).map(([q, a]) =>
        learner.post("/api/course/update-internal-test-progress", {
          data: {
            progressId: progress._id,
            lessonId: "c-intro-l6",
            questionId: `c-intro-l6-${q}`,
            answer: a.map((x) => `c-intro-l6-${q}-${x}`),
          },
        }),
      ),
    );
    expect(answers.map((r) => r.json().isQuestionPassed)).toEqual([true, true, true, true]);
    const done = await learner.post("/api/course/update-progress", {
      progressId: progress._id,
      lessonId: "c-intro-l6",
    });
    expect(done.statusCode).toBe(200);
  });

  it("keeps progress private: another learner cannot read or change it", async () => {
    const mine = (await learner.get("/api/course/c-intro")).json().data.progress;
    const theirs = await other.get("/api/course/c-intro");
    expect(theirs.json().data.progress).toBeNull();
    for (const [url, body] of [
      ["/api/course/update-progress", { progressId: mine._id, lessonId: "c-intro-l2" }],
      [
        "/api/course/update-quiz-progress",
        {
          data: {
            progressId: mine._id,
            lessonId: "c-intro-l5",
            questionId: "c-intro-l5-q1",
            answers: ["c-intro-l5-q1-a1"],
          },
        },
      ],
      [
        "/api/course/update-internal-test-progress",
        {
          data: {
            progressId: mine._id,
            lessonId: "c-intro-l6",
            questionId: "c-intro-l6-q1",
            answer: ["c-intro-l6-q1-a1"],
          },
        },
      ],
    ] as const) {
      expect((await other.post(url, body)).statusCode, url).toBe(404);
    }
    expect((await learner.get("/api/course/c-intro")).json().data.progress).toEqual(mine);
  });
});

describe("resources", () => {
  it("downloads one resource and the lesson's zip", async () => {
    const one = await learner.get("/api/course/download-resource/c-intro-l1-r-notatkitxt");
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-disposition"]).toContain("notatki.txt");
    expect(one.body).toContain("Lesson notes");
    const zip = await learner.get("/api/course/download-resources/c-intro-l1");
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual(["checklista.txt", "notatki.txt"]);
    const sub = await learner.get("/api/course/download-resources/c-intro-l4?sublessonId=c-intro-l4-s1");
    expect(Object.keys(unzipSync(new Uint8Array(sub.rawPayload)))).toEqual(["cwiczenie.txt"]);
    expect((await learner.get("/api/course/download-resources/c-intro-l2")).statusCode).toBe(404);
    expect((await learner.get("/api/course/download-resource/nope")).statusCode).toBe(404);
    expect((await learner.get("/api/course/download-resource/c-agents-l1-r-notatkitxt")).statusCode).toBe(403);
  });
});

describe("promptbook", () => {
  it("adds prompts and lists only the learner's own", async () => {
    const added = await learner.post("/api/course/add-promptbook-item", {
      prompt: "Summarise this lesson",
      lessonId: "c-intro-l2",
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().item.prompt).toBe("Summarise this lesson");
    expect((await learner.post("/api/course/add-promptbook-item", { prompt: "" })).statusCode).toBe(400);
    const mine = (await learner.get("/api/course/promptbook")).json().items;
    expect(mine.map((i: { prompt: string }) => i.prompt)).toContain("Summarise this lesson");
    expect((await other.get("/api/course/promptbook")).json().items).toEqual([]);
  });
});

describe("closed tests and certificates", () => {
  // A closed test opens once every lesson of its course is completed (issue 40; course-ending.test.ts).
  beforeAll(async () => {
    await completeLessons(learner, "c-intro");
    await completeLessons(learner, "c-prompting");
  });

  it("loads a closed test without answers", async () => {
    english(learner);
    const test = (await learner.get("/api/closed-test/c-intro")).json();
    expect(test).toMatchObject({
      courseTitle: "Introduction to AI",
      course: { _id: "c-intro" },
      percentageToPass: 75,
      hasCertificate: true,
      timeLimitMinutes: 20,
    });
    expect(JSON.stringify(test)).not.toMatch(/correct/i);
    expect((await learner.get("/api/closed-test/c-final-single")).statusCode).toBe(404);
  });

  it("refuses a certificate before passing; fails, retakes and passes; then draws the certificate", async () => {
    expect((await learner.post("/api/course/generate-certificate/c-intro")).statusCode).toBe(409);
    const failed = await learner.post("/api/closed-test/check/c-intro", {
      answers: [{ q: "c-intro-t-q1", a: ["c-intro-t-q1-a2"] }],
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().result).toMatchObject({
      correctCount: 0,
      totalQuestions: 4,
      percentage: 0,
      passed: false,
      hasCertificate: true,
    });
    const answers = [
      { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
      { q: "c-intro-t-q2", a: ["c-intro-t-q2-a2", "c-intro-t-q2-a1"] },
      { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
      { q: "c-intro-t-q4", a: ["c-intro-t-q4-a2"] },
    ];
    const passed = await learner.post("/api/closed-test/check/c-intro", { answers });
    expect(passed.json().result).toMatchObject({ correctCount: 3, percentage: 75, passed: true });
    expect(passed.json().questions[3]).toMatchObject({
      isCorrect: false,
      userAnswer: ["c-intro-t-q4-a2"],
      correctAnswers: ["c-intro-t-q4-a1"],
    });
    // Another learner has not passed: no certificate for them.
    expect((await other.post("/api/course/generate-certificate/c-intro")).statusCode).toBe(409);
    const png = await learner.post("/api/course/generate-certificate/c-intro");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const image = PNG.sync.read(Buffer.from(png.rawPayload));
    expect(image.width).toBe(1200);
    const progress = (await learner.get("/api/course/c-intro")).json().data.progress;
    expect(progress.certificateId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(progress.finishedAt).toBeTruthy();
  });

  it("finishes a course without a certificate after passing", async () => {
    expect((await learner.post("/api/course/finish-without-certificate/c-prompting")).statusCode).toBe(409);
    const answers = ["q1:a1", "q2:a1,a2", "q3:a1", "q4:a1"].map((x) => {
      const [q, a] = x.split(":") as [string, string];
      return { q: `c-prompting-t-${q}`, a: a.split(",").map((id) => `c-prompting-t-${q}-${id}`) };
    });
    const check = await learner.post("/api/closed-test/check/c-prompting", { answers });
    expect(check.json().result).toMatchObject({ passed: true, hasCertificate: false });
    expect((await learner.post("/api/course/generate-certificate/c-prompting")).statusCode).toBe(409);
    const done = await learner.post("/api/course/finish-without-certificate/c-prompting");
    expect(done.statusCode).toBe(200);
    expect(done.json().data.progress.finishedAt).toBeTruthy();
  });

  it("keeps rank 1 learners out of rank 2 courses", async () => {
    const newcomer = await signIn(ctx.app, NEWCOMER);
    expect((await newcomer.get("/api/course/c-automation")).statusCode).toBe(403);
    expect((await newcomer.post("/api/course/join/c-automation")).statusCode).toBe(403);
  });
});
