import type { CourseCard } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  refusalWith,
  renderCampus,
} from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { ProgramPage } from "./program-page";

const program = [{ path: "/program/:id", element: <ProgramPage /> }];
const at = (path: string) => renderCampus({ path, pages: program });

const meta = {
  title: "Pages/Program",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: campusHandlers() },
    // As on Pages/Programs: at 1440px in high contrast the rounded top corners of a course card's cover are
    // rasterised two ways from run to run, about ten pixels each, with the cover decoded and two shots in a row
    // alike (Filtered, in two full runs: 20 pixels). The rest of the page is exact, and a real change (a
    // moved word, a border) differs in hundreds of pixels.
    visual: { toleratedPixels: 24 },
  },
  render: at("/program/p-foundations"),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query of the last call for the program's courses. */
const lastCoursesQuery = () => new URL(callsTo("moduleCourses").at(-1)?.url ?? "http://campus.test/").searchParams;

const courseList = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Kursy w programie" });
const courseCards = (canvas: ReturnType<typeof within>) => within(courseList(canvas)).queryAllByRole("article");

/** The calls around a program besides its own: the filter options and the picker's programs. */
const aroundProgram = [
  answer("filters", fixtures.filterOptions),
  answer("modules", (request: Request) => fixtures.modulesAnswer(fixtures.programCards, new URL(request.url))),
];

/** The pages handlers of one program with other courses than the demo's. */
const withCourses = (details: typeof fixtures.programDetails.foundations, courses: CourseCard[]) => ({
  pages: [
    answer("module", { moduleDetails: details }),
    answer("moduleCourses", (request: Request) => fixtures.moduleCoursesAnswer(courses, new URL(request.url))),
    ...aroundProgram,
  ],
});

/**
 * A program: where it sits, its details (access, rank, courses, the share finished), and its first 12
 * courses, each linking to its course page, with the pages of the rest.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" })).toBeVisible();
    const crumbs = canvas.getByRole("navigation", { name: "Ścieżka nawigacji" });
    await expect(within(crumbs).getByRole("link", { name: "Programy" })).toHaveAttribute("href", "/programs");
    const about = canvas.getByRole("region", { name: "O programie" });
    await expect(within(about).getByText("Dostępny")).toBeVisible();
    await expect(within(about).getByText("Ranga 1")).toBeVisible();
    await expect(within(about).getByText("14 kursów")).toBeVisible();
    await expect(within(about).getByRole("progressbar", { name: "Postęp programu" })).toHaveAttribute(
      "aria-valuetext",
      "Ukończone kursy: 2 z 14",
    );
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(12));
    await expect(canvas.getByText("Znaleziono 14 kursów")).toBeVisible();
    const list = courseList(canvas);
    await expect(within(list).getByRole("link", { name: "Wprowadzenie do AI" })).toHaveAttribute(
      "href",
      "/course/c-intro",
    );
    await expect(within(list).getAllByText("Test zamknięty · certyfikat").length).toBeGreaterThan(0);
    await expect(within(list).getByText("Praca końcowa")).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "Strony kursów" });
    await expect(within(pages).getByText("Kursy 1–12 z 14")).toBeVisible();
    await expect(callsTo("module")).toHaveLength(1);
    await expect([...lastCoursesQuery().entries()]).toEqual([
      ["page", "1"],
      ["limit", "12"],
    ]);
  },
};

/**
 * A shared address with the course filter: the call sends the type, the search and the rank; the trigger
 * counts all three (SPEC section 5: the course filter counts its search).
 */
export const Filtered: Story = {
  render: at("/program/p-foundations?type=final-work&search=projekt&rank=1"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" });
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(1));
    await expect(within(courseList(canvas)).getByRole("link", { name: "Projekt: asystent AI" })).toBeVisible();
    await expect(canvas.getByText("Znaleziono 1 kurs")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 3" })).toHaveTextContent("3");
    const query = lastCoursesQuery();
    await expect(query.get("moduleCourseType")).toBe("final-work");
    await expect(query.get("search")).toBe("projekt");
    await expect(query.get("rank")).toBe("1");
    await expect(query.get("limit")).toBe("12");
  },
};

/** The search and the sort in the panel: Apply sends them, back on page 1, and the trigger counts the search. */
export const FilterApplied: Story = {
  render: at("/program/p-foundations?page=2"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(2));
    const trigger = canvas.getByRole("button", { name: "Filtry" });
    await userEvent.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "Filtruj kursy" });
    await userEvent.type(within(panel).getByRole("searchbox", { name: "Szukaj kursów" }), "AI");
    await userEvent.click(within(panel).getByRole("radio", { name: "Z testem" }));
    await userEvent.click(screen.getByRole("button", { name: "Zastosuj" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Filtry, aktywne: 2" })).toHaveFocus());
    await waitFor(() => expect(lastCoursesQuery().get("search")).toBe("AI"));
    await expect(lastCoursesQuery().get("moduleCourseType")).toBe("closed-test");
    await expect(lastCoursesQuery().get("page")).toBe("1");
    await waitFor(() => expect(courseCards(canvas).length).toBeGreaterThan(2));
  },
};

/** The second page: the last two courses, page 2 current. */
export const Paged: Story = {
  render: at("/program/p-foundations?page=2"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(2));
    await expect(lastCoursesQuery().get("page")).toBe("2");
    const pages = canvas.getByRole("navigation", { name: "Strony kursów" });
    await expect(within(pages).getByText("Kursy 13–14 z 14")).toBeVisible();
    await expect(within(pages).getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(pages).getByRole("button", { name: "Poprzednia strona" }));
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(12));
    await expect(canvas.getByRole("heading", { level: 2, name: "Kursy w programie" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Następna strona" }));
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(2));
  },
};

/** No course matches: the list says so, and clearing the filter shows every course again. */
export const Empty: Story = {
  render: at("/program/p-foundations?search=kwantowe"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Brak kursów spełniających kryteria" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść filtry" }));
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(12));
    await expect(lastCoursesQuery().get("search")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Filtry" }));
    const panel = await screen.findByRole("dialog", { name: "Filtruj kursy" });
    await userEvent.type(within(panel).getByRole("searchbox", { name: "Szukaj kursów" }), "kwantowe");
    await userEvent.click(screen.getByRole("button", { name: "Zastosuj" }));
    await canvas.findByRole("heading", { name: "Brak kursów spełniających kryteria" });
  },
};

/** A program without courses yet: said plainly, with nothing to clear. */
export const NoCourses: Story = {
  parameters: { msw: { handlers: withCourses(fixtures.programDetails.practice, []) } },
  render: at("/program/p-practice"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Ten program nie ma jeszcze kursów" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/** While the program loads: the title, the details and the courses as placeholders, each announced. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { pages: [pending("module"), pending("moduleCourses"), ...aroundProgram] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Program" })).toBeInTheDocument();
    await expect(await canvas.findByText("Wczytywanie programu…")).toBeInTheDocument();
    await expect(canvas.getByText("Wczytywanie kursów…").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

const programDown = outage("module", 500, { moduleDetails: fixtures.programDetails.foundations });

/** The program failed to load: the page says so, and a toast; the retry, by keyboard, shows it with its courses. */
export const LoadErrorRetried: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          programDown.handler,
          answer("moduleCourses", (request: Request) =>
            fixtures.moduleCoursesAnswer(fixtures.programCourses, new URL(request.url)),
          ),
          ...aroundProgram,
        ],
      },
    },
  },
  beforeEach: () => programDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać programu.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania programu. Spróbuj ponownie."),
    ).toBeVisible();
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }), 40);
    programDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" })).toBeVisible();
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(12));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

const coursesDown = outage(
  "moduleCourses",
  500,
  fixtures.moduleCoursesAnswer(fixtures.programCourses, new URL("http://x/")),
);

/** Only the courses failed: the details stay, the course list says so and retries on its own. */
export const CoursesLoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("module", { moduleDetails: fixtures.programDetails.foundations }),
          coursesDown.handler,
          ...aroundProgram,
        ],
      },
    },
  },
  beforeEach: () => coursesDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" });
    const alert = await within(courseList(canvas)).findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać kursów programu.");
    coursesDown.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(12));
  },
};

const lockedProgram = {
  code: "rankTooLow",
  title: "Zaawansowane AI",
  description: "Agenci, automatyzacje i własne modele.",
  requiredRank: 3,
} as const;

/**
 * A program above the learner's rank (403): the page keeps its name and description, with the lock, SPEC
 * section 6's message, the rank that opens it and how ranks are reached; no retry, and the way to the programs.
 */
export const LockedByRank: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          refusalWith("module", 403, "You don't have access to this section.", lockedProgram),
          refusalWith("moduleCourses", 403, "You don't have access to this section.", lockedProgram),
          ...aroundProgram,
        ],
      },
    },
  },
  render: at("/program/p-advanced"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Zaawansowane AI" })).toBeVisible();
    await expect(canvas.getByText("Agenci, automatyzacje i własne modele.")).toBeVisible();
    await expect(canvas.getByText("Zbyt niska ranga")).toBeVisible();
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Nie masz dostępu do tej sekcji.");
    await expect(alert).toHaveTextContent("Ten program otworzy się, gdy osiągniesz rangę „Ekspert”.");
    await expect(within(alert).queryByRole("button")).toBeNull();
    await expect(canvas.getByText(/Pełny dostęp do kampusu daje ukończenie onboardingu/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Przeglądaj programy" })).toHaveAttribute("href", "/programs");
    await expect(canvas.queryByRole("region", { name: "Kursy w programie" })).toBeNull();
    // A refusal is not retried behind the learner's back.
    await expect(callsTo("module")).toHaveLength(1);
  },
};

/** The program is not in the chosen language (406): SPEC section 8's message and the way back, no retry. */
export const NotInLanguage: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          failure("module", 406, "Not acceptable"),
          failure("moduleCourses", 406, "Not acceptable"),
          ...aroundProgram,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Wróć do programów" })).toBeVisible();
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Wybrany zasób nie jest dostępny w wybranym języku.");
    await expect(within(alert).queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
  },
};

/** Courses above the learner's rank inside an open program: locked with 'rank too low', without a link. */
export const CourseAboveRank: Story = {
  render: at("/program/p-practice"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "AI w praktyce" });
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(3));
    const locked = courseCards(canvas).filter((card) => card.dataset.locked === "true");
    await expect(locked).toHaveLength(1);
    await expect(within(locked[0] as HTMLElement).getByText("Zbyt niska ranga")).toBeVisible();
    await expect(within(locked[0] as HTMLElement).queryByRole("link")).toBeNull();
    await expect(within(courseList(canvas)).getByRole("link", { name: "Automatyzacje" })).toHaveAttribute(
      "href",
      "/course/c-automation",
    );
  },
};

/** Long Polish titles and descriptions wrap; nothing overflows the page. */
export const LongPolishText: Story = {
  parameters: {
    msw: {
      handlers: withCourses(fixtures.programLongText, [
        fixtures.programCourseLongText,
        ...fixtures.programCourses.slice(0, 2),
      ]),
    },
  },
  render: at("/program/p-long"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: fixtures.programLongText.title });
    await within(courseList(canvas)).findByRole("link", { name: fixtures.programCourseLongText.title });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * 'Change program' opens the module picker: every program with its access, the current one marked; Escape
 * closes it and focus is back on the button. The story ends with the picker open.
 */
export const ModulePickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" });
    const change = canvas.getByRole("button", { name: "Zmień program" });
    await tabTo(change, 40);
    await userEvent.keyboard("{Enter}");
    let drawer = await screen.findByRole("dialog", { name: "Wybierz program" });
    await waitFor(() => expect(within(drawer).getAllByRole("listitem")).toHaveLength(4));
    await expect(within(drawer).getByRole("link", { name: /Podstawy AI/ })).toHaveAttribute("aria-current", "page");
    await expect(within(drawer).getByRole("link", { name: /Zaawansowane AI/ })).toHaveTextContent("Niedostępny");
    await expect(within(drawer).getByRole("link", { name: /AI w biznesie/ })).toHaveTextContent("Ukończony");
    await expect(within(drawer).getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute("href", "/programs");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(change).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    drawer = await screen.findByRole("dialog", { name: "Wybierz program" });
    await within(drawer).findByRole("link", { name: /AI w praktyce/ });
  },
};

/** Choosing another program in the picker opens it: the drawer closes and focus is back on 'change program'. */
export const ModulePickerMoves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" });
    const change = canvas.getByRole("button", { name: "Zmień program" });
    await userEvent.click(change);
    const drawer = await screen.findByRole("dialog", { name: "Wybierz program" });
    await userEvent.click(await within(drawer).findByRole("link", { name: /AI w praktyce/ }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "AI w praktyce" })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Zmień program" })).toHaveFocus());
    await waitFor(() => expect(courseCards(canvas)).toHaveLength(3));
    await expect(callsTo("moduleCourses").at(-1)?.url).toContain("/api/modules/p-practice/courses");
  },
};

const accessDown = outage(
  "modules",
  503,
  fixtures.modulesAnswer(fixtures.programCards, new URL("http://x/api/modules?limit=100")),
);

/**
 * The picker's list failed to load: the drawer says so with a retry, and the retry shows the programs with
 * focus kept in the drawer.
 */
export const ModulePickerLoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("module", { moduleDetails: fixtures.programDetails.foundations }),
          answer("moduleCourses", (request: Request) =>
            fixtures.moduleCoursesAnswer(fixtures.programCourses, new URL(request.url)),
          ),
          answer("filters", fixtures.filterOptions),
          accessDown.handler,
        ],
      },
    },
  },
  beforeEach: () => accessDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Podstawy AI" });
    await waitFor(() => expect(callsTo("modules").length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole("button", { name: "Zmień program" }));
    const message = await screen.findByText("Nie udało się wczytać listy programów.");
    const alert = (message as HTMLElement).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error("The failure is not announced as an alert");
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 5);
    accessDown.end();
    await userEvent.keyboard("{Enter}");
    // The list's drawer takes the place of the error's: look for its entries, not the dialog that may be leaving.
    const entry = await screen.findByRole("link", { name: /Zaawansowane AI/ });
    const loaded = (entry as HTMLElement).closest<HTMLElement>('[role="dialog"]');
    if (!loaded) throw new Error("The programs are not in a dialog");
    await expect(within(loaded).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(loaded).queryByRole("alert")).toBeNull();
    await waitFor(() => expect(loaded.contains(document.activeElement)).toBe(true));
  },
};

/** The campus in English: the interface from the locale file, the program and courses in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "AI foundations" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Introduction to AI" })).toBeVisible();
    await expect(canvas.getByText("14 courses found")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Change program" })).toBeVisible();
  },
};
