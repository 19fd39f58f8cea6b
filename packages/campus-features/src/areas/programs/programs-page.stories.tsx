import type { ModuleCard } from "@campus/contract";
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
  renderCampus,
} from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { ProgramsPage } from "./programs-page";

const programs = [{ path: "/programs", element: <ProgramsPage /> }];

const meta = {
  title: "Pages/Programs",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: campusHandlers() },
    // At 390px the top edge of the lowest, cut-off card (y ≈ 643) is rasterised two ways from run to run, five
    // pixels apart, even with its cover decoded before the story renders; at 1440px in high contrast the rounded
    // top corners of the three covers were, once, seven pixels each. The rest of the page is exact, and a real
    // change (a moved word, a border) differs in hundreds of pixels.
    visual: { toleratedPixels: 24 },
  },
  render: renderCampus({ path: "/programs", pages: programs }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages handlers of a campus with other programs than the demo's four. */
const withPrograms = (list: ModuleCard[]) => ({
  pages: [
    answer("modules", (request: Request) => fixtures.modulesAnswer(list, new URL(request.url))),
    answer("filters", fixtures.filterOptions),
  ],
});

/** The query of the last programs call. */
const lastQuery = () => new URL(callsTo("modules").at(-1)?.url ?? "http://campus.test/").searchParams;

const programList = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Lista programów" });
const cardOf = (list: HTMLElement, title: string) =>
  within(list)
    .getAllByRole("article")
    .find((card) => within(card).queryByRole("heading", { name: title })) as HTMLElement;

/** Opens the filter panel from its trigger (a popover on desktop, a bottom sheet on phones). */
async function openFilters(canvas: ReturnType<typeof within>, trigger: string, title: string) {
  await userEvent.click(canvas.getByRole("button", { name: trigger }));
  return screen.findByRole("dialog", { name: title });
}

/**
 * Every program with its courses, its access label and the learner's progress; the one above the learner's
 * rank is locked with 'rank too low' and the note on ranks. The call asks for the first 9 and nothing else.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Programy" })).toBeVisible();
    const list = programList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 4 programy");
    await expect(within(list).getByRole("link", { name: "Podstawy AI" })).toHaveAttribute(
      "href",
      "/program/p-foundations",
    );
    const foundations = cardOf(list, "Podstawy AI");
    await expect(within(foundations).getByRole("progressbar", { name: "Postęp programu" })).toHaveAttribute(
      "aria-valuenow",
      "14",
    );
    await expect(within(foundations).getByText("14 kursów")).toBeVisible();
    await expect(within(list).getByText("Ukończony")).toBeVisible();
    const locked = cardOf(list, "Zaawansowane AI");
    await expect(locked).toHaveAttribute("data-locked", "true");
    await expect(within(locked).getByText("Zbyt niska ranga")).toBeVisible();
    await expect(within(locked).queryByRole("link")).toBeNull();
    await expect(canvas.getByText(/Utrzymanie rangi wymaga aktywnej subskrypcji/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry" })).toHaveAttribute("data-active-count", "0");
    // One page of everything: no pagination, and the call carries the page and its size only.
    await expect(canvas.queryByRole("navigation", { name: "Strony programów" })).toBeNull();
    await expect(callsTo("modules")).toHaveLength(1);
    await expect([...lastQuery().entries()]).toEqual([
      ["page", "1"],
      ["limit", "9"],
    ]);
  },
};

/**
 * A shared address with filters: the call sends the type, the ranks comma-joined and the search; the
 * trigger counts the type and each rank (3), never the search (SPEC section 5).
 */
export const Filtered: Story = {
  render: renderCampus({ path: "/programs?search=AI&type=available&rank=1,2&sort=title", pages: programs }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(2));
    await expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["AI w praktyce", "Podstawy AI"]);
    await expect(canvas.getByRole("searchbox", { name: "Szukaj programów" })).toHaveValue("AI");
    const trigger = canvas.getByRole("button", { name: "Filtry, aktywne: 3" });
    await expect(trigger).toHaveTextContent("3");
    const query = lastQuery();
    await expect(query.get("modulesType")).toBe("available");
    await expect(query.get("rank")).toBe("1,2");
    await expect(query.get("search")).toBe("AI");
    await expect(query.get("sortBy")).toBe("title");
    await expect(query.get("order")).toBe("asc");
    await expect(canvas.getByRole("button", { name: "Wyczyść filtry" })).toBeVisible();
  },
};

/**
 * The panel by keyboard: a type and a rank chosen, Apply sends them, the trigger counts 2 and gets focus
 * back; the programs follow.
 */
export const ApplyFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    const trigger = canvas.getByRole("button", { name: "Filtry" });
    await tabTo(trigger);
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Filtruj programy" });
    await userEvent.click(within(panel).getByRole("radio", { name: "Dostępne" }));
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Ranga 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Zastosuj" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Filtry, aktywne: 2" })).toHaveFocus());
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(1));
    await expect(within(list).getByRole("link", { name: "AI w praktyce" })).toBeVisible();
    await expect(lastQuery().get("modulesType")).toBe("available");
    await expect(lastQuery().get("rank")).toBe("2");
  },
};

/** Typing a search: once typing pauses the list asks for it; the search is not counted as a filter. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj programów" }), "biznes");
    await waitFor(() => expect(lastQuery().get("search")).toBe("biznes"));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(1));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 1 program");
    await expect(canvas.getByRole("button", { name: "Filtry" })).toHaveAttribute("data-active-count", "0");
  },
};

/**
 * The second page of twelve programs: three cards, page 2 current; going back to page 1 asks for it and
 * puts the learner at the top of the list.
 */
export const Paged: Story = {
  parameters: { msw: { handlers: withPrograms(fixtures.programCatalogue) } },
  render: renderCampus({ path: "/programs?page=2", pages: programs }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
    await expect(lastQuery().get("page")).toBe("2");
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 12 programów");
    const pages = canvas.getByRole("navigation", { name: "Strony programów" });
    await expect(within(pages).getByText("Programy 10–12 z 12")).toBeVisible();
    await expect(within(pages).getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await expect(within(pages).getByRole("button", { name: "Następna strona" })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: "Strona 1" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await expect(lastQuery().get("page")).toBe("1");
    await expect(canvas.getByRole("heading", { level: 2, name: "Lista programów" })).toHaveFocus();
    // Back on page 2 for the screenshot: the end of the list.
    await userEvent.click(canvas.getByRole("button", { name: "Strona 2" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
  },
};

/** An address past the last page (an old link, a list that shrank): the last page there is, in its place. */
export const PagePastTheEnd: Story = {
  render: renderCampus({ path: "/programs?page=5", pages: programs }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    await expect(callsTo("modules").map((call) => new URL(call.url).searchParams.get("page"))).toEqual(["5", "1"]);
  },
};

/** Nothing matches: the list says so, and clearing the filters brings every program back. */
export const Empty: Story = {
  render: renderCampus({ path: "/programs?search=kwantowe&type=completed", pages: programs }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Brak programów spełniających kryteria" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 0 programów");
    const clear = canvas.getByRole("button", { name: "Wyczyść filtry" });
    await userEvent.click(clear);
    const list = programList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    await expect([...lastQuery().keys()]).toEqual(["page", "limit"]);
    await expect(canvas.getByRole("searchbox", { name: "Szukaj programów" })).toHaveValue("");
    // Back to the empty result for the screenshot.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj programów" }), "kwantowe{Enter}");
    await canvas.findByRole("heading", { name: "Brak programów spełniających kryteria" });
  },
};

/** No programs at all: the campus says so, with nothing to clear. */
export const NoPrograms: Story = {
  parameters: { msw: { handlers: withPrograms([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Nie ma jeszcze programów" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/** While the programs load: card-shaped placeholders, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("modules"), answer("filters", fixtures.filterOptions)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Programy" })).toBeVisible();
    await expect(await canvas.findByText("Wczytywanie programów…")).toBeInTheDocument();
    await expect(canvas.getByText("Wczytywanie programów…").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

const modulesDown = outage(
  "modules",
  500,
  fixtures.modulesAnswer(fixtures.programCards, new URL("http://x/api/modules")),
);

/**
 * The programs failed to load (SPEC section 8): the page says so, and so does a toast, once: a retry that fails
 * the same way does not say it again. The next retry, by keyboard, shows them.
 */
export const LoadErrorRetried: Story = {
  parameters: { msw: { handlers: { pages: [modulesDown.handler, answer("filters", fixtures.filterOptions)] } } },
  beforeEach: () => modulesDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać programów.");
    const toast = await screen.findByText("Wystąpił błąd podczas wczytywania programów. Spróbuj ponownie.");
    await expect(toast).toBeVisible();
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 40);
    const before = callsTo("modules").length;
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(callsTo("modules").length).toBeGreaterThan(before));
    // Its failed answer changes nothing on screen to wait for: give it the time to come back.
    await new Promise((done) => setTimeout(done, 500));
    await expect(toast.isConnected).toBe(true);
    await expect(screen.getAllByText(/^Wystąpił błąd podczas wczytywania programów/)).toHaveLength(1);
    modulesDown.end();
    await userEvent.keyboard("{Enter}");
    const list = programList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * Too many calls in a short time (429, every call is counted per session): the page says how long to wait, as
 * the server's `Retry-After` asks, and keeps the retry.
 */
export const TooManyCalls: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          failure("modules", 429, "Too many calls: try again in 30 seconds.", { "retry-after": "30" }),
          answer("filters", fixtures.filterOptions),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za 30 sekund.");
    await expect(within(alert).getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
    // A 429 is not retried behind the learner's back.
    await expect(callsTo("modules")).toHaveLength(1);
  },
};

/**
 * Programs above the learner's rank (rank 3 for a learner at rank 2): locked, 'rank too low', no link, so
 * neither a click nor the keyboard opens them; the note says how ranks work.
 */
export const LockedByRank: Story = {
  parameters: { msw: { handlers: withPrograms(fixtures.programCatalogue) } },
  render: renderCampus({ path: "/programs?rank=3", pages: programs }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista programów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(2));
    for (const card of within(list).getAllByRole("article")) {
      await expect(card).toHaveAttribute("data-locked", "true");
      await expect(within(card).getByText("Zbyt niska ranga")).toBeVisible();
    }
    await expect(within(list).queryByRole("link")).toBeNull();
    await expect(
      canvas.getByText(
        "Programy z kłódką odblokujesz po zdobyciu wyższej rangi. Utrzymanie rangi wymaga aktywnej subskrypcji.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();
  },
};

/** A long Polish title and description wrap inside the card; nothing overflows the page. */
export const LongPolishText: Story = {
  parameters: { msw: { handlers: withPrograms(fixtures.programCardsLongText) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: fixtures.programLongText.title });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The campus in English: the interface from the locale file, the programs as the API sends them in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Programs" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "AI foundations" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("4 programs found");
    await expect(canvas.getByText("Rank too low")).toBeVisible();
    const panel = await openFilters(canvas, "Filters", "Filter programs");
    await expect(within(panel).getByRole("radio", { name: "Available" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
  },
};
