import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../shell";
import { answer, campusHandlers, fixtures, outage, pageParameters, pending, renderCampus } from "../../testing";
import * as benefits from "../../testing/benefits-fixtures";
import { benefitsHandlers } from "../../testing/benefits-handlers";
import { callsTo, screen, tabTo } from "../../testing/play";
import { BenefitsPage } from "./benefits-page";

/** The route as the app has it: behind the benefits flag. */
const pages = [
  {
    handle: { requires: "accessToBenefits" },
    element: <RequireAccess />,
    children: [{ path: "/benefits", element: <BenefitsPage /> }],
  },
];

/** The pages handlers with these first (the first handler that matches a call answers it). */
const withPages = (...handlers: ReturnType<typeof pending>[]) => ({
  msw: { handlers: { pages: [...handlers, ...benefitsHandlers(), ...campusHandlers().pages] } },
});

const meta = {
  title: "Pages/Benefits",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), pages: [...benefitsHandlers(), ...campusHandlers().pages] } },
  },
  render: renderCampus({ path: "/benefits", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const partnerList = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Lista partnerów" });
const lastQuery = () => new URL(callsTo("partners").at(-1)?.url ?? "http://campus.test/").searchParams;

/**
 * Every partner with its category and benefit, 9 a page with the pages below; the call asks for the first 9
 * and nothing else, and the trigger counts no filter.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Benefity partnerów" })).toBeVisible();
    const list = partnerList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 10 partnerów");
    await expect(within(list).getByRole("link", { name: "CloudNest" })).toHaveAttribute(
      "href",
      "/benefit/pa-cloudnest",
    );
    await waitFor(() => expect(within(list).getAllByText("Oprogramowanie")).toHaveLength(3));
    await expect(canvas.getByRole("navigation", { name: "Strony partnerów" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtry" })).toHaveAttribute("data-active-count", "0");
    await expect([...lastQuery().entries()]).toEqual([
      ["page", "1"],
      ["limit", "9"],
    ]);
  },
};

/**
 * The panel by keyboard and pointer: a search and two categories applied count 2 (SPEC section 5: the
 * category once however many, and the search); the call sends them comma-joined, the address keeps them.
 */
export const ApplyFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista partnerów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await userEvent.click(canvas.getByRole("button", { name: "Filtry" }));
    const panel = await screen.findByRole("dialog", { name: "Filtruj benefity" });
    await userEvent.type(within(panel).getByRole("searchbox", { name: "Szukaj partnerów" }), "zniżki");
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Oprogramowanie" }));
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Sprzęt" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Zastosuj" }));
    const trigger = await canvas.findByRole("button", { name: "Filtry, aktywne: 2" });
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(lastQuery().get("categories")).toBe("hardware,software"));
    await expect(lastQuery().get("search")).toBe("zniżki");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(["CloudNest", "DataVault"]),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 2 partnerów");
  },
};

/** A shared address with a category: the list, the panel and the count follow it. */
export const FilteredByAddress: Story = {
  render: renderCampus({ path: "/benefits?category=education", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista partnerów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
    await expect(canvas.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();
    await expect(lastQuery().get("categories")).toBe("education");
    await expect(canvas.queryByRole("navigation", { name: "Strony partnerów" })).toBeNull();
  },
};

/** The second page: the tenth partner, and the pages say where the learner is. */
export const SecondPage: Story = {
  render: renderCampus({ path: "/benefits?page=2", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista partnerów" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(1));
    await expect(within(list).getByRole("heading", { name: "TalkTrain" })).toBeVisible();
    await expect(canvas.getByText("Partnerzy 10–10 z 10")).toBeVisible();
    await expect(lastQuery().get("page")).toBe("2");
  },
};

/** A search that finds nothing: said so, with the way back to every partner. */
export const NoResults: Story = {
  render: renderCampus({ path: "/benefits?search=rakiety", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Brak partnerów spełniających kryteria" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść filtry" }));
    const list = partnerList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await expect(canvas.getByRole("button", { name: "Filtry" })).toBeVisible();
  },
};

/** An organization without partners yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [...benefitsHandlers({ partners: { pl: [], en: [] } }), answer("filters", fixtures.filterOptions)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Nie ma jeszcze benefitów" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/** While the partners load: card-shaped placeholders, announced once. */
export const Loading: Story = {
  parameters: withPages(pending("partners")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie partnerów…")).toBeInTheDocument();
    await expect(canvas.getByText("Wczytywanie partnerów…").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

const partnersDown = outage(
  "partners",
  500,
  benefits.partnersAnswer(benefits.partners, new URL("http://campus.test/api/partners")),
);

/** The partners failed to load (SPEC section 8): the page and a toast say so, and the retry, by keyboard, shows them. */
export const LoadErrorRetried: Story = {
  parameters: withPages(partnersDown.handler),
  beforeEach: () => partnersDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać partnerów.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania partnerów. Spróbuj ponownie."),
    ).toBeVisible();
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }), 40);
    partnersDown.end();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(partnerList(canvas)).getAllByRole("article")).toHaveLength(9));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A partner whose name and benefit are as long as Polish gets: they wrap inside the card. */
export const LongPolishText: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          ...benefitsHandlers({
            partners: {
              pl: [benefits.longPolishPartner, ...benefits.partners.slice(0, 2)],
              en: [benefits.longPolishPartner, ...benefits.partnersEn.slice(0, 2)],
            },
          }),
          answer("filters", fixtures.filterOptions),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Lista partnerów" });
    await expect(
      await within(list).findByRole("heading", {
        name: "Stowarzyszenie Wdrożeń Sztucznej Inteligencji w Przedsiębiorstwach",
      }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A learner whose organization has no benefits, at `/benefits` by address: they are not part of the
 * organization's plan, the page says (not 'not found'), and the partners are never asked for.
 */
export const WithoutBenefits: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(fixtures.learner, fixtures.noAccess) }),
        pages: [...benefitsHandlers(), ...campusHandlers().pages],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Benefity partnerów nie wchodzą w plan Campus AI/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toBeVisible();
    await expect(callsTo("partners")).toHaveLength(0);
  },
};
