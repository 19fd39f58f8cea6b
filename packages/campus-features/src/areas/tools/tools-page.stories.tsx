import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../shell";
import {
  answer,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
  toolFixtures,
  toolsHandlers,
} from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { ToolsPage } from "./tools-page";

/** The catalogue behind its gate, as the app's route table has it. */
const tools = [
  {
    handle: { requires: "accessToToolRepository" },
    element: <RequireAccess />,
    children: [{ path: "/tools", element: <ToolsPage /> }],
  },
];

/** The pages handlers with the catalogue's own calls first (the course's favorite calls come after). */
const withTools = () => ({ pages: [...toolsHandlers(), ...campusHandlers().pages] });

const meta = {
  title: "Pages/Tools",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: { ...campusHandlers(), ...withTools() } } },
  render: renderCampus({ path: "/tools", pages: tools }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query of the last tools call. */
const lastQuery = () => new URL(callsTo("tools").at(-1)?.url ?? "http://campus.test/").searchParams;
const toolList = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Lista narzędzi" });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);
async function shownList(canvas: ReturnType<typeof within>, count: number, name = "Lista narzędzi") {
  const list = await canvas.findByRole("region", { name });
  await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(count));
  return list;
}

/**
 * The first page of the catalogue: nine tools by name with their licence, categories and favorites, the total
 * and the pages; the call asks for the first 9 and nothing else, and no filter is counted.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Narzędzia AI" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Narzędzia AI – Campus AI"));
    const list = await shownList(canvas, 9);
    await expect(cardNames(list)).toEqual([...cardNames(list)].sort((a, b) => (a ?? "").localeCompare(b ?? "")));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 13 narzędzi");
    await expect(within(list).getByRole("link", { name: "DataLens" })).toHaveAttribute("href", "/tools/t-datalens");
    await expect(within(list).getByRole("button", { name: "Ulubione: ChatAssist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const pages = canvas.getByRole("navigation", { name: "Strony narzędzi" });
    await expect(within(pages).getByText("Narzędzia 1–9 z 13")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry" })).toHaveAttribute("data-active-count", "0");
    await expect([...lastQuery().entries()]).toEqual([
      ["page", "1"],
      ["limit", "9"],
    ]);
  },
};

/**
 * A shared address with every filter: the call sends the categories comma-joined, the search and favorites;
 * the trigger counts domain, business, search and favorites once each (4, SPEC section 5).
 */
export const Filtered: Story = {
  render: renderCampus({
    path: "/tools?search=a&domain=audio,text&business=hr,productivity&favorites=1",
    pages: tools,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownList(canvas, 1);
    await expect(canvas.getByRole("heading", { level: 3, name: "ChatAssist" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Szukaj narzędzi" })).toHaveValue("a");
    await expect(canvas.getByRole("switch", { name: "Tylko ulubione" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 4" })).toHaveTextContent("4");
    const query = lastQuery();
    await expect(query.get("domainCategories")).toBe("audio,text");
    await expect(query.get("businessCategories")).toBe("hr,productivity");
    await expect(query.get("search")).toBe("a");
    await expect(query.get("showFavorites")).toBe("true");
    await expect(query.get("sortBy")).toBeNull();
  },
};

/**
 * The panel by keyboard: two domains and a business area chosen, Apply sends them comma-joined; each kind
 * counts once (2), and the trigger gets focus back.
 */
export const ApplyFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shownList(canvas, 9);
    const trigger = canvas.getByRole("button", { name: "Filtry" });
    await tabTo(trigger, 40);
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Filtruj narzędzia" });
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Dźwięk" }));
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Kod" }));
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Produktywność" }));
    await userEvent.click(screen.getByRole("button", { name: "Zastosuj" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Filtry, aktywne: 2" })).toHaveFocus());
    await waitFor(() => expect(cardNames(list)).toEqual(["CodePilot", "MeetNotes", "PromptLab", "TranscribeIt"]));
    await expect(lastQuery().get("domainCategories")).toBe("audio,code");
    await expect(lastQuery().get("businessCategories")).toBe("productivity");
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 4 narzędzia");
  },
};

/** Typing a search: once typing pauses the list asks for it, and the search counts as one filter. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shownList(canvas, 9);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj narzędzi" }), "notat");
    await waitFor(() => expect(lastQuery().get("search")).toBe("notat"));
    await waitFor(() => expect(cardNames(list)).toEqual(["MeetNotes", "SlideMaker"]));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 2 narzędzia");
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();
  },
};

/** The second page: four tools, page 2 current; going back to page 1 puts the learner at the top of the list. */
export const Paged: Story = {
  render: renderCampus({ path: "/tools?page=2", pages: tools }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shownList(canvas, 4);
    await expect(lastQuery().get("page")).toBe("2");
    const pages = canvas.getByRole("navigation", { name: "Strony narzędzi" });
    await expect(within(pages).getByText("Narzędzia 10–13 z 13")).toBeVisible();
    await expect(within(pages).getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(pages).getByRole("button", { name: "Strona 1" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await expect(canvas.getByRole("heading", { level: 2, name: "Lista narzędzi" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Strona 2" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(4));
  },
};

/**
 * A favorite marked (SPEC section 4): the heart and the count change at once, the change is saved, a toast
 * says so, and 'favorites only' then finds the tool.
 */
export const FavoriteMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shownList(canvas, 9);
    const toggle = within(list).getByRole("button", { name: "Ulubione: DataLens" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle.parentElement).toHaveTextContent("3");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle.parentElement).toHaveTextContent("4");
    await expect(await screen.findByText("Dodano do ulubionych")).toBeVisible();
    await expect(callsTo("addFavorite")[0]?.url).toMatch(/add-to-favorites\/t-datalens$/);
    await userEvent.click(canvas.getByRole("switch", { name: "Tylko ulubione" }));
    await waitFor(() => expect(cardNames(toolList(canvas))).toEqual(["ChatAssist", "DataLens", "ImageForge"]));
    await expect(lastQuery().get("showFavorites")).toBe("true");
  },
};

/** Saving a favorite fails: the heart and the count go back as they were, and an error toast says so. */
export const FavoriteFailed: Story = {
  parameters: { msw: { handlers: { pages: [failure("removeFavorite", 500), ...withTools().pages] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shownList(canvas, 9);
    const toggle = within(list).getByRole("button", { name: "Ulubione: ChatAssist" });
    await userEvent.click(toggle);
    await expect(
      await screen.findByText("Nie udało się usunąć narzędzia z ulubionych. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle.parentElement).toHaveTextContent("12");
  },
};

/** Favorites only, with none marked yet: the page tells how to mark one and leads back to every tool. */
export const NoFavorites: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("tools", (request: Request) =>
            toolFixtures.toolsAnswer(
              toolFixtures.toolCards.map((tool) => ({ ...tool, isFavorite: false })),
              new URL(request.url),
            ),
          ),
          ...withTools().pages,
        ],
      },
    },
  },
  render: renderCampus({ path: "/tools?favorites=1", pages: tools }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Nie masz jeszcze ulubionych narzędzi" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pokaż wszystkie narzędzia" })).toBeVisible();
  },
};

/** Nothing matches: the list says so, and clearing the filters brings the whole catalogue back. */
export const FilteredNoResults: Story = {
  render: renderCampus({ path: "/tools?search=kwantowy&domain=video", pages: tools }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Brak narzędzi spełniających kryteria" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 0 narzędzi");
    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść filtry" }));
    await shownList(canvas, 9);
    await expect([...lastQuery().keys()]).toEqual(["page", "limit"]);
    await expect(canvas.getByRole("searchbox", { name: "Szukaj narzędzi" })).toHaveValue("");
    // Back to the empty result for the screenshot.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj narzędzi" }), "kwantowy{Enter}");
    await canvas.findByRole("heading", { name: "Brak narzędzi spełniających kryteria" });
  },
};

/** An empty catalogue: the campus says so, with nothing to clear. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("tools", (request: Request) => toolFixtures.toolsAnswer([], new URL(request.url))),
          ...withTools().pages,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Katalog narzędzi jest jeszcze pusty" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/** While the tools load: placeholders shaped like the tool cards, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("tools"), ...withTools().pages] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Narzędzia AI" })).toBeVisible();
    await expect(await canvas.findByText("Wczytywanie narzędzi…")).toBeInTheDocument();
  },
};

const toolsDown = outage(
  "tools",
  500,
  toolFixtures.toolsAnswer(toolFixtures.toolCards, new URL("http://x/api/tools?page=1&limit=9")),
);

/** The tools failed to load (SPEC section 8): the page says so, and the retry, by keyboard, asks again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { pages: [toolsDown.handler, ...withTools().pages] } } },
  beforeEach: () => toolsDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania narzędzi. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(alert).toHaveTextContent("Nie udało się wczytać narzędzi.");
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 40);
    const before = callsTo("tools").length;
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(callsTo("tools").length).toBeGreaterThan(before));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nie udało się wczytać narzędzi.");
  },
};

/** A long Polish name and description wrap inside the card; nothing overflows the page. */
export const LongPolishText: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("tools", (request: Request) =>
            toolFixtures.toolsAnswer(
              [toolFixtures.cardOf(toolFixtures.longPolishTool), ...toolFixtures.toolCards.slice(0, 5)],
              new URL(request.url),
            ),
          ),
          ...withTools().pages,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: toolFixtures.longPolishTool.name });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * An organization without the tools catalogue: typing /tools says it is not part of the organization's plan
 * (its own heading and title, not 'not found'), and the catalogue is never asked for.
 */
export const LockedByFlag: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({
          login: fixtures.loginAnswer(fixtures.learner, { ...fixtures.allAccess, accessToToolRepository: false }),
        }),
        ...withTools(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Katalog narzędzi AI nie wchodzi w plan Campus AI/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Poza planem Twojej organizacji – Campus AI"));
    await expect(canvas.queryByRole("heading", { name: "Narzędzia AI" })).toBeNull();
    await expect(callsTo("tools")).toHaveLength(0);
  },
};

/** The catalogue in English: the interface from the locale file, the tools as the API sends them in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "AI tools" })).toBeVisible();
    await shownList(canvas, 9, "Tool list");
    await expect(canvas.getByRole("status")).toHaveTextContent("13 tools found");
    await expect(
      canvas.getByText("Answers questions about data in spreadsheets and databases in plain language, with charts."),
    ).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "Favorites only" })).toBeVisible();
  },
};
