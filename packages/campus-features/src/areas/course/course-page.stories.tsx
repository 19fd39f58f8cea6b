import type { AnswerOf } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  callLog,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  refusalWith,
  renderCampus,
  translated,
} from "../../testing";
import { callsTo, isDesktop, screen, tabTo } from "../../testing/play";
import { CoursePage } from "./course-page";
import { POSITION_SAVE_INTERVAL_MS } from "./lesson/position-saver";

const coursePages = [{ path: "/course/:id", element: <CoursePage /> }];
const at = (path: string) => renderCampus({ path, pages: coursePages });

const meta = {
  title: "Pages/Course",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: at("/course/c-intro"),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's handlers with these first (the first handler that matches a call answers it). */
const withPages = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { pages: [...handlers, ...campusHandlers().pages] } },
});

/** The `course` call answering `base` as the story's calls change it (joining, favorites, reviews, lessons). */
const courseFrom = (base: AnswerOf<"course"> | { pl: AnswerOf<"course">; en: AnswerOf<"course"> }) =>
  answer("course", (request: Request) =>
    fixtures.courseAnswerFor(request.url, callLog, "pl" in base ? translated(base)() : base),
  );

const h1 = async (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const lessonList = () => screen.getByRole("navigation", { name: "Lekcje kursu" });
const toolsSection = () => screen.getByRole("region", { name: "Polecane narzędzia" });

/** Picks a filter of the recommended tools: a tab on the desktop, an option of the select on a phone. */
async function chooseTools(name: string) {
  const tools = toolsSection();
  if (isDesktop()) {
    await userEvent.click(within(tools).getByRole("tab", { name }));
    return;
  }
  await userEvent.click(within(tools).getByRole("button", { name: /Pokaż narzędzia/ }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

/**
 * A course not joined yet: what it is (description, length, lessons, closed test, certificate), its lessons
 * and how it ends, the tools recommended for it, and Join. The ending stays closed until the lessons are done.
 */
export const NotStarted: Story = {
  parameters: withPages(courseFrom(fixtures.courseNotStarted)),
  play: async () => {
    await expect(await h1("Wprowadzenie do AI")).toBeVisible();
    const crumbs = screen.getByRole("navigation", { name: "Ścieżka nawigacji" });
    await expect(within(crumbs).getByRole("link", { name: "Podstawy AI" })).toHaveAttribute(
      "href",
      "/program/p-foundations",
    );
    await expect(within(crumbs).getByRole("link", { name: "Programy" })).toHaveAttribute("href", "/programs");
    const about = screen.getByRole("region", { name: "O kursie" });
    for (const fact of ["56 minut", "6 lekcji", "Kończy się testem zamkniętym", "Z certyfikatem"]) {
      await expect(within(about).getByText(fact)).toBeVisible();
    }
    const status = screen.getByRole("region", { name: "Twój postęp" });
    await expect(within(status).getByText("Nierozpoczęty")).toBeVisible();
    await expect(within(status).queryByRole("progressbar")).toBeNull();
    await expect(within(status).getByRole("button", { name: "Dołącz do kursu" })).toBeVisible();
    // Before joining, lessons are buttons that ask to join first, not links.
    await expect(within(lessonList()).queryAllByRole("link")).toHaveLength(0);
    await expect(within(lessonList()).getAllByRole("button")).toHaveLength(9);
    const finish = screen.getByRole("region", { name: "Zakończenie kursu" });
    await expect(within(finish).getByText("Dostępne po ukończeniu wszystkich lekcji")).toBeVisible();
    await expect(within(finish).queryByRole("link")).toBeNull();
    await expect(within(toolsSection()).getAllByRole("article")).toHaveLength(3);
    await expect(callsTo("course")).toHaveLength(1);
  },
};

/**
 * This browser saved a later position than the server holds (the learner went on offline): Resume opens
 * that one instead.
 */
export const ResumeFromThisBrowser: Story = {
  render: renderCampus({
    path: "/course/c-intro",
    pages: coursePages,
    stored: {
      "courseProgress:c-intro": JSON.stringify({
        lessonId: "c-intro-l4",
        sublessonId: "c-intro-l4-s2",
        videoSeconds: 0,
        savedAt: "2026-11-22T08:00:00.000Z",
      }),
    },
  }),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const resume = screen.getByRole("link", { name: "Kontynuuj naukę" });
    await expect(resume).toHaveAttribute("href", "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2");
    await expect(screen.getByText("Wrócisz do lekcji: Sprawdzanie odpowiedzi")).toBeVisible();
  },
};

/** The course in English: the interface from the locale file, the content as the API sends it in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async () => {
    await expect(await h1("Introduction to AI")).toBeVisible();
    const status = screen.getByRole("region", { name: "Your progress" });
    await expect(within(status).getByRole("link", { name: "Resume learning" })).toBeVisible();
    await expect(within(status).getByText("You will return to: Good questions for a model (from 3:12)")).toBeVisible();
    await expect(screen.getByRole("navigation", { name: "Course lessons" })).toBeVisible();
    await expect(screen.getByRole("region", { name: "Recommended tools" })).toBeVisible();
  },
};

/**
 * A started course: its progress and Resume, which opens where the learner last was on any device (the
 * server's position: the first part of lesson 4, its video at 3:12), proven by the address it opens; the
 * course's crumb comes back to the overview.
 */
export const Started: Story = {
  play: async () => {
    await h1("Wprowadzenie do AI");
    const status = screen.getByRole("region", { name: "Twój postęp" });
    // Three lessons of eight, and the closed test as the ninth step (issue 40): 33 %.
    await expect(within(status).getByRole("progressbar", { name: "Postęp kursu" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    await expect(within(status).getByText("Ukończone lekcje: 3 z 6")).toBeVisible();
    const resume = within(status).getByRole("link", { name: "Kontynuuj naukę" });
    await expect(resume).toHaveAttribute("href", "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1");
    await expect(within(status).getByText("Wrócisz do lekcji: Dobre pytania do modelu (od 3:12)")).toBeVisible();
    // The list marks the completed lessons and where Resume goes.
    const list = lessonList();
    await expect(within(list).getByRole("link", { name: /Dobre pytania do modelu/ })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(within(list).getAllByText("Ukończona")).toHaveLength(3);
    await userEvent.click(resume);
    await expect(await screen.findByRole("article", { name: "Dobre pytania do modelu" })).toBeVisible();
    await waitFor(() =>
      expect(callsTo("lesson").at(-1)?.url).toMatch(/lesson\/c-intro-l4\?sublessonId=c-intro-l4-s1$/),
    );
    // The demo video lasts 3 s, so the start at 3:12 lies past its end, and Chromium leaves the video at 0; that
    // time is saved with the next save of playback, up to POSITION_SAVE_INTERVAL_MS after the opening's. Waited
    // for (a little longer than that interval), so what the overview says next does not depend on timing.
    await waitFor(() => expect(callsTo("savePosition").at(-1)?.body).toMatchObject({ videoSeconds: 0 }), {
      timeout: POSITION_SAVE_INTERVAL_MS + 3000,
    });
    // The course's crumb leads back to the overview, with focus on its heading.
    const crumbs = screen.getByRole("navigation", { name: "Ścieżka nawigacji" });
    await userEvent.click(within(crumbs).getByRole("link", { name: "Wprowadzenie do AI" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toHaveFocus());
    await expect(screen.getByRole("link", { name: "Kontynuuj naukę" })).toBeVisible();
    await expect(await screen.findByText("Wrócisz do lekcji: Dobre pytania do modelu")).toBeVisible();
  },
};

/** Joining is under way: the button says so and refuses a second press. */
export const Joining: Story = {
  parameters: withPages(courseFrom(fixtures.courseNotStarted), pending("joinCourse")),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const join = screen.getByRole("button", { name: "Dołącz do kursu" });
    await tabTo(join, 60);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(join).toHaveAttribute("data-pending", "true"));
    await userEvent.keyboard("{Enter}");
    await expect(callsTo("joinCourse")).toHaveLength(1);
  },
};

/**
 * Joining starts the progress and opens the current lesson (SPEC section 4): the first one, beside the list,
 * at its own address.
 */
export const JoinOpensCurrentLesson: Story = {
  parameters: withPages(courseFrom(fixtures.courseNotStarted)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await userEvent.click(screen.getByRole("button", { name: "Dołącz do kursu" }));
    const lesson = await screen.findByRole("article", { name: "Czym jest sztuczna inteligencja?" });
    await expect(lesson).toBeVisible();
    await expect(callsTo("joinCourse")[0]?.url).toMatch(/\/api\/course\/join\/c-intro$/);
    await waitFor(() => expect(callsTo("lesson")[0]?.url).toMatch(/\/api\/course\/lesson\/c-intro-l1$/));
    // The course stays the page's heading; the lesson is the current crumb.
    await expect(screen.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
    const crumbs = screen.getByRole("navigation", { name: "Ścieżka nawigacji" });
    await expect(within(crumbs).getByRole("link", { name: "Wprowadzenie do AI" })).toHaveAttribute(
      "href",
      "/course/c-intro",
    );
  },
};

/**
 * Joining fails: the translated error toast of SPEC section 8, and the page stays as it was, Join still there
 * to try again.
 */
export const JoinFailed: Story = {
  parameters: withPages(courseFrom(fixtures.courseNotStarted), failure("joinCourse", 500)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await userEvent.click(screen.getByRole("button", { name: "Dołącz do kursu" }));
    await expect(await screen.findByText("Wystąpił błąd podczas dołączania do kursu. Spróbuj ponownie.")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Dołącz do kursu" })).toBeEnabled();
    await expect(screen.queryByRole("article", { name: /./ })).toBeNull();
  },
};

/**
 * A lesson chosen before joining: lessons open once the learner joins, so a dialog offers to join and open
 * that very lesson (rather than the first), which is what a learner choosing it expects.
 */
export const LessonBeforeJoining: Story = {
  parameters: withPages(courseFrom(fixtures.courseNotStarted)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await userEvent.click(within(lessonList()).getByRole("button", { name: /Krótka historia AI/ }));
    const dialog = await screen.findByRole("dialog", { name: "Dołącz do kursu" });
    await expect(dialog).toHaveTextContent("otworzymy lekcję „Krótka historia AI”");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dołącz i otwórz lekcję" }));
    await expect(await screen.findByRole("article", { name: "Krótka historia AI" })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(callsTo("joinCourse")).toHaveLength(1);
  },
};

/**
 * A lesson open beside the course's lessons (its address, so a reload lands here): two columns on the
 * desktop; on a phone the list is folded above the lesson and opens on demand. Another lesson of the list
 * opens in place and takes focus.
 */
export const LessonOpen: Story = {
  render: at("/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1"),
  play: async () => {
    await expect(await screen.findByRole("article", { name: "Dobre pytania do modelu" })).toBeVisible();
    await expect(screen.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
    if (!isDesktop()) {
      const toggle = screen.getByRole("button", { name: "Lekcje kursu (3 z 6)" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(screen.queryByRole("navigation", { name: "Lekcje kursu" })).toBeNull();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    const list = lessonList();
    await expect(within(list).getByRole("link", { name: /Dobre pytania do modelu/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(within(list).getByRole("link", { name: /Sprawdzanie odpowiedzi/ }));
    const next = await screen.findByRole("article", { name: "Sprawdzanie odpowiedzi" });
    await waitFor(() => expect(next.contains(document.activeElement)).toBe(true));
    if (!isDesktop()) {
      // The folded list closes again once a lesson is chosen.
      await expect(screen.getByRole("button", { name: "Lekcje kursu (3 z 6)" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
  },
};

/** The address names a lesson the course does not have: the overview says so and nothing else is lost. */
export const MissingLesson: Story = {
  render: at("/course/c-intro?lesson=c-intro-l9"),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await expect(screen.getByRole("alert")).toHaveTextContent("Tej lekcji nie ma w kursie. Wybierz lekcję z listy.");
    await expect(screen.getByRole("link", { name: "Kontynuuj naukę" })).toBeVisible();
  },
};

/**
 * Every lesson done: the closed test opens. The review does not open by itself yet (it comes once the course is
 * finished); the button offers it already.
 */
export const LessonsDone: Story = {
  parameters: withPages(courseFrom(fixtures.courseLessonsDone)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const status = screen.getByRole("region", { name: "Twój postęp" });
    await expect(within(status).getByText("Lekcje ukończone")).toBeVisible();
    await expect(within(status).getByRole("link", { name: "Przejdź do testu" })).toHaveAttribute(
      "href",
      "/course-test/c-intro",
    );
    const finish = screen.getByRole("region", { name: "Zakończenie kursu" });
    await expect(within(finish).getByRole("link", { name: "Przejdź do testu" })).toBeVisible();
    await expect(within(status).getByRole("button", { name: "Oceń kurs" })).toBeVisible();
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(callsTo("markReviewOffered")).toHaveLength(0);
  },
};

/**
 * The course just finished (the closed test passed): the review is offered once by itself, and the offer is
 * kept with the account, so another device does not offer it again; the certificate waits in the progress card.
 */
export const FinishedReviewOffered: Story = {
  parameters: withPages(courseFrom(fixtures.courseJustFinished)),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Oceń kurs" });
    await expect(dialog).toHaveTextContent("Jak oceniasz kurs „Wprowadzenie do AI”?");
    await expect(within(dialog).getByRole("button", { name: "Wyślij ocenę" })).toBeDisabled();
    await waitFor(() => expect(callsTo("markReviewOffered")[0]?.url).toMatch(/\/course\/review-offered\/c-intro$/));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const status = screen.getByRole("region", { name: "Twój postęp" });
    await expect(within(status).getByText("Gratulacje! Kurs jest ukończony.")).toBeVisible();
    await expect(within(status).getByRole("button", { name: "Pobierz certyfikat" })).toBeVisible();
    await expect(within(status).getByRole("button", { name: "Oceń kurs" })).toBeVisible();
    await expect(callsTo("markReviewOffered")).toHaveLength(1);
  },
};

/**
 * The learner rates the course: stars and a comment are sent, a toast thanks them, and the page shows their
 * rating with a way to change it.
 */
export const ReviewSent: Story = {
  parameters: withPages(courseFrom(fixtures.courseFinished)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const status = screen.getByRole("region", { name: "Twój postęp" });
    await expect(within(status).getByText("Gratulacje! Kurs jest ukończony.")).toBeVisible();
    // Offered before to this account: it does not open by itself.
    await expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(status).getByRole("button", { name: "Oceń kurs" }));
    const dialog = await screen.findByRole("dialog", { name: "Oceń kurs" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "5 gwiazdek z 5" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Komentarz" }), "Jasno i praktycznie.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Wyślij ocenę" }));
    await expect(await screen.findByText("Dziękujemy za ocenę kursu!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(callsTo("reviewCourse")[0]?.body).toEqual({ rating: 5, comment: "Jasno i praktycznie." });
    await expect(await within(status).findByText("Twoja ocena: 5 z 5")).toBeVisible();
    await expect(within(status).getByRole("button", { name: "Zmień ocenę" })).toBeVisible();
  },
};

/** Sending the review fails: an error toast, and the modal stays open with the stars and comment as they were. */
export const ReviewFailed: Story = {
  parameters: withPages(courseFrom(fixtures.courseFinished), failure("reviewCourse", 500)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await userEvent.click(screen.getByRole("button", { name: "Oceń kurs" }));
    const dialog = await screen.findByRole("dialog", { name: "Oceń kurs" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "3 gwiazdki z 5" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Komentarz" }), "Za mało przykładów.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Wyślij ocenę" }));
    await expect(await screen.findByText("Nie udało się wysłać oceny. Spróbuj ponownie.")).toBeVisible();
    await expect(screen.getByRole("dialog", { name: "Oceń kurs" })).toBeVisible();
    await expect(within(dialog).getByRole("radio", { name: "3 gwiazdki z 5" })).toBeChecked();
    await expect(within(dialog).getByRole("textbox", { name: "Komentarz" })).toHaveValue("Za mało przykładów.");
  },
};

/**
 * Every lesson done and a lesson open (the learner reviews it): the review stays at hand under the lesson
 * list, as on the overview.
 */
export const ReviewFromLesson: Story = {
  render: at("/course/c-intro?lesson=c-intro-l2"),
  parameters: withPages(courseFrom(fixtures.courseLessonsDone)),
  play: async () => {
    await expect(await screen.findByRole("article", { name: "Jak uczą się modele" })).toBeVisible();
    await expect(screen.queryByRole("dialog")).toBeNull();
    if (!isDesktop()) await userEvent.click(screen.getByRole("button", { name: "Lekcje kursu (6 z 6)" }));
    await userEvent.click(screen.getByRole("button", { name: "Oceń kurs" }));
    await expect(await screen.findByRole("dialog", { name: "Oceń kurs" })).toBeVisible();
  },
};

/** An earlier review: the page shows its rating, the review is not offered again, and the modal starts from it. */
export const Reviewed: Story = {
  parameters: withPages(courseFrom(fixtures.courseReviewed)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const status = screen.getByRole("region", { name: "Twój postęp" });
    await expect(within(status).getByText("Twoja ocena: 4 z 5")).toBeVisible();
    await expect(within(status).getByText("Ukończony")).toBeVisible();
    await expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(status).getByRole("button", { name: "Zmień ocenę" }));
    const dialog = await screen.findByRole("dialog", { name: "Oceń kurs" });
    await expect(within(dialog).getByRole("radio", { name: "4 gwiazdki z 5" })).toBeChecked();
  },
};

/**
 * A favorite toggled (SPEC section 4): the heart and the count change at once, the change is saved, and a
 * toast says so.
 */
export const FavoriteToggled: Story = {
  play: async () => {
    await h1("Wprowadzenie do AI");
    const tools = toolsSection();
    const toggle = within(tools).getByRole("button", { name: "Ulubione: VoiceCraft" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await tabTo(toggle, 80);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle.parentElement).toHaveTextContent("5");
    await expect(await screen.findByText("Dodano do ulubionych")).toBeVisible();
    await expect(callsTo("addFavorite")[0]?.url).toMatch(/add-to-favorites\/t-voicecraft$/);
    await expect(toggle).toHaveFocus();
  },
};

/** Saving a favorite fails: the heart and the count go back as they were, and an error toast says so. */
export const FavoriteFailed: Story = {
  parameters: withPages(answer("course", fixtures.courseStarted), failure("removeFavorite", 500)),
  play: async () => {
    await h1("Wprowadzenie do AI");
    const toggle = within(toolsSection()).getByRole("button", { name: "Ulubione: ChatAssist" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(
      await screen.findByText("Nie udało się usunąć narzędzia z ulubionych. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle.parentElement).toHaveTextContent("12");
  },
};

/**
 * The recommended tools filtered (the filter is kept in the address): favorites asks the API for the
 * learner's favorites only; a filter with nothing in it says so and offers all of them again.
 */
export const ToolsFilter: Story = {
  play: async () => {
    await h1("Wprowadzenie do AI");
    const tools = toolsSection();
    await chooseTools("Ulubione");
    await waitFor(() => expect(within(tools).getAllByRole("article")).toHaveLength(1));
    await expect(within(tools).getByRole("heading", { name: "ChatAssist" })).toBeVisible();
    await expect(callsTo("course").at(-1)?.url).toMatch(/\/api\/course\/c-intro\?type=favorites$/);
    await userEvent.click(within(tools).getByRole("button", { name: "Ulubione: ChatAssist" }));
    await expect(await screen.findByText("Usunięto z ulubionych")).toBeVisible();
    await chooseTools("Płatne");
    await waitFor(() => expect(callsTo("course").at(-1)?.url).toMatch(/type=paid$/));
    await chooseTools("Ulubione");
    await expect(
      await within(tools).findByText("Żadne z polecanych narzędzi nie jest w Twoich ulubionych."),
    ).toBeVisible();
    await userEvent.click(within(tools).getByRole("button", { name: "Pokaż wszystkie" }));
    await waitFor(() => expect(within(tools).getAllByRole("article")).toHaveLength(3));
    // The filter that now says "all" has focus, in place of the button that went with the empty list.
    const all = isDesktop()
      ? within(tools).getByRole("tab", { name: "Wszystkie" })
      : within(tools).getByRole("button", { name: /Pokaż narzędzia/ });
    await waitFor(() => expect(all).toHaveFocus());
    if (isDesktop()) await expect(all).toHaveAttribute("aria-selected", "true");
    else await expect(all).toHaveTextContent("Wszystkie");
    // Where focus scrolled the page depends on when the lists above it settled; the shot frames the filter.
    all.scrollIntoView({ block: "center" });
  },
};

/**
 * A final-work course in progress: it ends in the final work, closed until the lessons are done; the step says
 * how many are left and links to the next one (issue 40).
 */
export const FinalWorkCourse: Story = {
  render: at("/course/c-final-single"),
  parameters: withPages(answer("course", fixtures.courseFinalWork)),
  play: async () => {
    await h1("Projekt: asystent AI");
    await expect(screen.getByText("Kończy się pracą końcową")).toBeVisible();
    await expect(screen.getByText("Bez certyfikatu")).toBeVisible();
    const finish = screen.getByRole("region", { name: "Zakończenie kursu" });
    await expect(within(finish).getByRole("heading", { name: "Praca końcowa" })).toBeVisible();
    await expect(within(finish).getByText("Zostały 3 lekcje")).toBeVisible();
    await expect(within(finish).getByText(/Pracę końcową wyślesz, gdy ukończysz wszystkie lekcje kursu/)).toBeVisible();
    await expect(within(finish).getByRole("link", { name: "Przejdź do następnej lekcji" })).toHaveAttribute(
      "href",
      "/course/c-final-single?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
  },
};

/** A closed-test course in progress: the test's step says how many lessons are left, in English one form. */
export const LessonsLeftEnglish: Story = {
  globals: { locale: "en" },
  parameters: withPages(answer("course", fixtures.courseStartedEn)),
  play: async () => {
    const finish = await screen.findByRole("region", { name: "Completing the course" });
    await expect(within(finish).getByText("3 lessons to go")).toBeVisible();
    await expect(within(finish).getByRole("link", { name: "Go to the next lesson" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
  },
};

/** While the course loads: placeholders in the shape of the page, announced once, with the page's h1. */
export const Loading: Story = {
  parameters: withPages(pending("course")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText("Wczytywanie kursu…");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("heading", { level: 1, name: "Kurs" })).toBeInTheDocument();
    // Its own title meanwhile, never the page before's: a screen reader announces it when the load takes long.
    await waitFor(() => expect(document.title).toBe("Kurs – Campus AI"));
  },
};

const courseDown = outage("course", 500, fixtures.courseStarted);

/**
 * The course failed to load: SPEC section 8's toast and an inline error with a retry, reached by keyboard;
 * the retry shows the course.
 */
export const LoadErrorRetried: Story = {
  parameters: withPages(courseDown.handler),
  beforeEach: () => courseDown.start(),
  play: async ({ canvasElement }) => {
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania kursu. Spróbuj ponownie.", {}, { timeout: 15000 }),
    ).toBeVisible();
    // The toast is an alert too; the page's own error is the one in the page.
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać kursu.");
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }), 60);
    courseDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await h1("Wprowadzenie do AI")).toBeVisible();
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

/**
 * The course is above the learner's rank: the API's 403 names it and the rank that opens it. The page keeps
 * the course's name and description, with the lock, 'rank too low', SPEC's 403 message, the rank that opens
 * it (from the rank ladder) and how ranks are reached, in the page's own colours (no error red).
 */
export const LockedByRank: Story = {
  render: at("/course/c-agents"),
  parameters: withPages(
    refusalWith("course", 403, "You don't have access to this section.", {
      code: "rankTooLow",
      title: "Agenci AI",
      description: "Projektowanie agentów, które planują i wykonują zadania za Ciebie.",
      requiredRank: 3,
    }),
  ),
  play: async () => {
    await expect(await h1("Agenci AI")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Agenci AI – Campus AI"));
    await expect(screen.getByText("Projektowanie agentów, które planują i wykonują zadania za Ciebie.")).toBeVisible();
    await expect(screen.getByText("Zbyt niska ranga")).toBeVisible();
    const alert = screen.getByRole("alert");
    await expect(alert).toHaveTextContent("Nie masz dostępu do tej sekcji.");
    await expect(alert).toHaveTextContent("Ten kurs otworzy się, gdy osiągniesz rangę „Ekspert”.");
    await expect(screen.getByText(/Wyższe rangi przyznaje Twojemu kontu zespół Campus AI/)).toBeVisible();
    await expect(screen.getByRole("link", { name: "Przeglądaj programy" })).toHaveAttribute("href", "/programs");
    await expect(callsTo("course")).toHaveLength(1);
  },
};

/** A 403 for a learner who has every rank already: no lock, only SPEC section 8's message. */
export const NoAccess: Story = {
  render: at("/course/c-agents"),
  parameters: {
    msw: {
      handlers: {
        shell: [
          answer("rankStages", {
            ...fixtures.rankStages,
            currentStage: 3,
            stages: fixtures.rankStages.stages.map((stage) => ({ ...stage, reached: true })),
          }),
          ...campusHandlers().shell,
        ],
        pages: [failure("course", 403, "You don't have access to this section."), ...campusHandlers().pages],
      },
    },
  },
  play: async () => {
    await expect(await h1("Brak dostępu do kursu")).toBeVisible();
    await expect(screen.getByRole("alert")).toHaveTextContent("Nie masz dostępu do tej sekcji.");
    await expect(screen.queryByText("Zbyt niska ranga")).toBeNull();
  },
};

/**
 * The course exists only in Polish and the learner reads the campus in English (406): the course's name as
 * the 406 gives it, SPEC's message alone, a switch to Polish, and the way to the programs.
 */
export const NotInLanguage: Story = {
  globals: { locale: "en" },
  render: at("/course/c-polish-law"),
  parameters: withPages(
    refusalWith("course", 406, "The selected resource is not available in the selected language.", {
      code: "notInLanguage",
      title: "Prawo AI w Polsce",
      languages: ["pl"],
    }),
  ),
  play: async () => {
    await expect(await h1("Prawo AI w Polsce")).toBeVisible();
    await expect(screen.getByRole("alert")).toHaveTextContent(
      "The selected resource is not available in the selected language.",
    );
    await expect(screen.getByRole("button", { name: "Switch to Polski" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "Browse programs" })).toHaveAttribute("href", "/programs");
    await expect(screen.queryByText("An error occurred while loading the course. Please try again.")).toBeNull();
  },
};

/** Long Polish titles and descriptions wrap inside the band, the cards and the list; nothing overflows. */
export const LongPolishText: Story = {
  render: at("/course/c-long"),
  parameters: withPages(answer("course", fixtures.courseLongText)),
  play: async () => {
    await expect(await h1(fixtures.courseLongText.data.course.title)).toBeVisible();
    await expect(screen.getByText("4 godz. 5 min")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A learner whose organization does not open the tool repository: the page has no tools section. */
export const WithoutToolAccess: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(fixtures.learner, fixtures.noAccess) }),
        pages: [answer("course", fixtures.courseWithoutTools), ...campusHandlers().pages],
      },
    },
  },
  play: async () => {
    await h1("Wprowadzenie do AI");
    await expect(screen.queryByRole("region", { name: "Polecane narzędzia" })).toBeNull();
  },
};
