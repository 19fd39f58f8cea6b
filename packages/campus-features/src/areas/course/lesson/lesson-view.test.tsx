import type { AnswerOf, Progress } from "@campus/contract";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CampusClient } from "../../../api";
import { CampusSWRConfig, useCall } from "../../../data";
import { Announcer } from "../../../frame";
import { createCampusI18n, I18nextProvider } from "../../../i18n";
import { SessionContext } from "../../../session";
import * as fixtures from "../../../testing/fixtures";
import { signedInSession } from "../../../testing/signed-in-session";
import { ToastsProvider } from "../../../toasts";
import { LessonView } from "./index";

/** The learner's API: the course with the progress as the calls sent so far change it. */
function fakeApi(base: Progress) {
  const sent: { name: string; url: string; body?: unknown }[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://campus.test");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const progress = () => fixtures.lessonProgressAfter(base, sent);
    if (url.pathname === "/api/course/update-progress") {
      sent.push({ name: "updateProgress", url: url.href, body });
      return json({ data: { progress: progress() } });
    }
    if (url.pathname === "/api/course/update-internal-test-progress") {
      sent.push({ name: "updateInternalTestProgress", url: url.href, body });
      return json(fixtures.internalTestAnswerFor(body, progress()));
    }
    if (url.pathname.startsWith("/api/course/position/")) {
      sent.push({ name: "savePosition", url: url.href, body });
      return json(fixtures.positionAnswerFor(body));
    }
    if (url.pathname.startsWith("/api/course/lesson/")) {
      return json(fixtures.lessonAnswerFor(url.href, fixtures.lessonContents));
    }
    if (url.pathname === "/api/course/c-intro") {
      const answer: AnswerOf<"course"> = { data: { ...fixtures.courseStarted.data, progress: progress() } };
      return json(answer);
    }
    return new Response(JSON.stringify({ message: "Not Found" }), { status: 404 });
  };
  return { sent, client: new CampusClient({ fetch }) };
}

function Course({ lessonId }: { lessonId: string }) {
  const course = useCall("course", { id: "c-intro" });
  const [open, setOpen] = useState({ lessonId, sublessonId: null as string | null });
  const data = course.data?.data;
  return data?.progress ? (
    <LessonView
      course={data.course}
      progress={data.progress}
      lessonId={open.lessonId}
      sublessonId={open.sublessonId}
      onOpenLesson={setOpen}
      lessonHref={(target) => `/course/c-intro?lesson=${target.sublessonId ?? target.lessonId}`}
    />
  ) : null;
}

function renderLesson(base: Progress, lessonId: string) {
  const api = fakeApi(base);
  const i18n = createCampusI18n("pl", { storage: undefined });
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={signedInSession()}>
        <ToastsProvider>
          <CampusSWRConfig client={api.client} provider={() => new Map()}>
            <Announcer>
              <Course lessonId={lessonId} />
            </Announcer>
          </CampusSWRConfig>
        </ToastsProvider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return api;
}

/** What the campus's polite region says. */
const announced = () => document.querySelector("[data-campus-announcer]");

const finished = (ids: string[]) =>
  fixtures.lessonProgressAfter(
    fixtures.progressJoined,
    ids.map((id) => ({
      name: "updateProgress",
      url: "",
      body: { progressId: "pr-intro", lessonId: id.replace(/-s\d+$/, ""), sublessonId: /-s\d+$/.test(id) ? id : null },
    })),
  );

describe("LessonView", () => {
  it("finishes a lesson and opens the progress's current lesson, with focus on its title", async () => {
    const user = userEvent.setup();
    const api = renderLesson(finished(["c-intro-l1"]), "c-intro-l2");
    await user.click(await screen.findByRole("button", { name: "Ukończ lekcję" }));
    const next = await screen.findByRole("heading", { level: 2, name: "Krótka historia AI" });
    await waitFor(() => expect(next).toHaveFocus());
    expect(api.sent.filter((call) => call.name === "updateProgress")).toHaveLength(1);
    // Said by the campus's polite region, which the next lesson does not replace.
    await waitFor(() => expect(announced()).toHaveTextContent("Lekcja ukończona (2 z 6)"));
  });

  it("after the last lesson, stays with the way to the closed test, which takes focus", async () => {
    const user = userEvent.setup();
    renderLesson(
      finished([
        "c-intro-l1",
        "c-intro-l3",
        "c-intro-l4-s1",
        "c-intro-l4-s2",
        "c-intro-l4-s3",
        "c-intro-l5",
        "c-intro-l6",
      ]),
      "c-intro-l2",
    );
    await user.click(await screen.findByRole("button", { name: "Ukończ lekcję" }));
    const toTest = await screen.findByRole("link", { name: "Przejdź do testu" });
    expect(toTest).toHaveAttribute("href", "/course-test/c-intro");
    await waitFor(() => expect(toTest).toHaveFocus());
    await waitFor(() => expect(announced()).toHaveTextContent("Lekcja ukończona (6 z 6)"));
  });

  it("completes an internal test answered right, keeping focus in each settled question, and allows finishing", async () => {
    const user = userEvent.setup();
    renderLesson(finished([]), "c-intro-l6");
    const answerRight = async (question: string, answers: string[]) => {
      const card = (await screen.findByText(question)).closest("li") as HTMLElement;
      for (const answer of answers) await user.click(within(card).getByText(answer));
      await user.click(within(card).getByRole("button", { name: "Sprawdź odpowiedź" }));
      await within(card).findByText("Pytanie zaliczone");
      await waitFor(() => expect(card).toHaveFocus());
    };
    expect(await screen.findByRole("button", { name: "Ukończ lekcję" })).toBeDisabled();
    await answerRight("Co to jest model językowy?", ["Program przewidujący tekst"]);
    await answerRight("Które są narzędziami AI?", ["Generator obrazów", "Asystent czatu"]);
    await answerRight("Czy AI może się mylić?", ["Tak"]);
    expect(await screen.findByText("Test zaliczony. Możesz ukończyć lekcję.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Ukończ lekcję" })).toBeEnabled());
    expect(screen.getByText("Możesz już ukończyć lekcję.")).toBeInTheDocument();
  });

  it("saves the position on opening, with the time of the last place the learner was", async () => {
    const base = {
      ...finished([]),
      position: { lessonId: "c-intro-l1", sublessonId: null, videoSeconds: 42, savedAt: "2026-11-22T09:00:00.000Z" },
    };
    const api = renderLesson(base, "c-intro-l1");
    await screen.findByText("Wznowiono od 0:42, tam gdzie skończyła się ostatnia nauka.");
    await waitFor(() => expect(api.sent.filter((call) => call.name === "savePosition")).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({ lessonId: "c-intro-l1", sublessonId: null, videoSeconds: 42 });
    await act(async () => {});
  });
});
