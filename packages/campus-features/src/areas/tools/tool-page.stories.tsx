import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
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
import { callsTo, screen } from "../../testing/play";
import { ToolPage } from "./tool-page";
import { ToolsPage } from "./tools-page";

/** A tool's page behind the catalogue's gate, beside the list it leads back to, as the app has them. */
const pages = [
  {
    handle: { requires: "accessToToolRepository" },
    element: <RequireAccess />,
    children: [
      { path: "/tools", element: <ToolsPage /> },
      { path: "/tools/:id", element: <ToolPage /> },
    ],
  },
];

const withTools = () => ({ pages: [...toolsHandlers(), ...campusHandlers().pages] });
const withFirst = (...first: HttpHandler[]) => ({
  msw: { handlers: { pages: [...first, ...withTools().pages] } },
});

const meta = {
  title: "Pages/Tool",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: { ...campusHandlers(), ...withTools() } } },
  render: renderCampus({ path: "/tools/t-datalens", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = async (canvas: ReturnType<typeof within>, name: string) =>
  expect(await canvas.findByRole("heading", { level: 1, name })).toBeVisible();
const related = (canvas: ReturnType<typeof within>) => canvas.findByRole("region", { name: "Podobne narzędzia" });

/**
 * DataLens: what it does and offers, its licence and categories, its favorites, a link out in a new tab, and
 * three related tools; the page's title names the tool.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    await waitFor(() => expect(document.title).toBe("DataLens – Campus AI"));
    await expect(canvas.getByRole("heading", { level: 2, name: "O narzędziu" })).toBeVisible();
    await expect(canvas.getByText("Pytania o dane zwykłym językiem")).toBeVisible();
    const summary = canvas.getByRole("complementary", { name: "Najważniejsze informacje" });
    await expect(within(summary).getByText("Freemium")).toBeVisible();
    await expect(await within(summary).findByText("Dane")).toBeVisible();
    await expect(within(summary).getByText("Sprzedaż")).toBeVisible();
    await expect(within(summary).getByText("3 osoby dodały do ulubionych")).toBeVisible();
    const open = within(summary).getByRole("link", { name: "Przejdź do narzędzia (otwiera się w nowej karcie)" });
    await expect(open).toHaveAttribute("href", "https://example.com/tools/datalens");
    await expect(open).toHaveAttribute("target", "_blank");
    const section = await related(canvas);
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    await expect(within(section).queryByRole("link", { name: "DataLens" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Narzędzia AI" })).toHaveAttribute("href", "/tools");
    // Shown once, the page says so once (the streak's 'use a tool' task); reading the tool alone records nothing.
    await waitFor(() => expect(callsTo("visitTool")).toHaveLength(1));
    await expect(callsTo("visitTool")[0]?.url).toMatch(/\/api\/tools\/t-datalens\/visit$/);
  },
};

/** The tool marked as a favorite on its page: pressed at once, the count grows, the toast says so. */
export const FavoriteMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    const toggle = canvas.getByRole("button", { name: "Ulubione" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText("4 osoby dodały do ulubionych")).toBeVisible();
    await expect(await screen.findByText("Dodano do ulubionych")).toBeVisible();
    await expect(callsTo("addFavorite")[0]?.url).toMatch(/add-to-favorites\/t-datalens$/);
  },
};

/** Removing the favorite fails: the mark and the count go back, and an error toast says so. */
export const FavoriteFailed: Story = {
  render: renderCampus({ path: "/tools/t-chatassist", pages }),
  parameters: withFirst(failure("removeFavorite", 500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "ChatAssist");
    const toggle = canvas.getByRole("button", { name: "Ulubione" });
    await userEvent.click(toggle);
    await expect(
      await screen.findByText("Nie udało się usunąć narzędzia z ulubionych. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText("12 osób dodało do ulubionych")).toBeVisible();
  },
};

/**
 * A related tool at a glance: its quick look opens the tools-info drawer on its data (licence, favorites,
 * categories, a link out in a new tab) without leaving the page.
 */
export const QuickLook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    const section = await related(canvas);
    const first = within(section).getAllByRole("article")[0] as HTMLElement;
    const name = within(first).getByRole("heading").textContent ?? "";
    await userEvent.click(within(section).getByRole("button", { name: `Szybki podgląd: ${name}` }));
    const drawer = await screen.findByRole("dialog", { name });
    await expect(within(drawer).getByRole("link", { name: /Przejdź do narzędzia/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(within(drawer).getByText("Kategorie")).toBeVisible();
  },
};

/** Moving to a related tool: its page replaces this one and focus goes to its heading. */
export const RelatedOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    const section = await related(canvas);
    const link = within(section).getAllByRole("link")[0] as HTMLElement;
    const name = link.textContent ?? "";
    await userEvent.click(link);
    await h1(canvas, name);
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name })).toHaveFocus());
    await expect(callsTo("relatedTools").at(-1)?.url).toContain(`/related`);
  },
};

/** The related tools fail to load (SPEC section 8): the page shows none, and no error. */
export const RelatedFailed: Story = {
  parameters: withFirst(failure("relatedTools", 500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    await waitFor(() => expect(callsTo("relatedTools")).toHaveLength(1));
    await expect(canvas.queryByRole("region", { name: "Podobne narzędzia" })).toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** While the tool loads: the page's placeholders, its h1 named for screen readers. */
export const Loading: Story = {
  parameters: withFirst(pending("tool")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Narzędzie" })).toBeInTheDocument();
    await expect(await canvas.findByText("Wczytywanie narzędzia…")).toBeInTheDocument();
  },
};

const toolDown = outage("tool", 500, { tool: toolFixtures.toolPages[4] });

/** The tool failed to load: the page says so with a retry and a way back to the catalogue. */
export const LoadError: Story = {
  parameters: withFirst(toolDown.handler),
  beforeEach: () => toolDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania narzędzia. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(alert).toHaveTextContent("Nie udało się wczytać narzędzia.");
    await expect(within(alert).getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wróć do narzędzi" })).toHaveAttribute("href", "/tools");
    await expect(canvas.queryByRole("region", { name: "Podobne narzędzia" })).toBeNull();
  },
};

/** A long Polish name, description and features wrap; nothing overflows the page. */
export const LongPolishText: Story = {
  render: renderCampus({ path: `/tools/${toolFixtures.longPolishTool._id}`, pages }),
  parameters: withFirst(answer("tool", { tool: toolFixtures.longPolishTool })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, toolFixtures.longPolishTool.name);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An organization without the tools catalogue: a tool's address says it is not in the plan; no calls. */
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
    await h1(canvas, "Poza planem Twojej organizacji");
    await expect(callsTo("tool")).toHaveLength(0);
    await expect(callsTo("relatedTools")).toHaveLength(0);
    await expect(callsTo("visitTool")).toHaveLength(0);
  },
};

/** The tool in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvas, "DataLens");
    await expect(canvas.getByRole("heading", { level: 2, name: "About the tool" })).toBeVisible();
    await expect(canvas.getByText("3 people added it to favorites")).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Similar tools" })).toBeVisible();
  },
};
