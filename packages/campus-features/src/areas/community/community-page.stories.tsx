import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../shell";
import { campusHandlers, failure, fixtures, pageParameters, pending, renderCampus } from "../../testing";
import * as benefits from "../../testing/benefits-fixtures";
import { benefitsHandlers } from "../../testing/benefits-handlers";
import { callsTo } from "../../testing/play";
import { CommunityPage } from "./community-page";

const pages = [
  {
    handle: { requires: "accessToCommunity" },
    element: <RequireAccess />,
    children: [{ path: "/community", element: <CommunityPage /> }],
  },
];

const withPages = (...handlers: ReturnType<typeof pending>[]) => ({
  msw: { handlers: { pages: [...handlers, ...benefitsHandlers(), ...campusHandlers().pages] } },
});

const meta = {
  title: "Pages/Community",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), pages: [...benefitsHandlers(), ...campusHandlers().pages] } },
  },
  render: renderCampus({ path: "/community", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardList = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Miejsca społeczności" });

/**
 * The community's cards: category, title, tags and image; each opens its place in a new tab, and the job
 * board, not open yet, has no link and says 'soon'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Społeczność" })).toBeVisible();
    const list = cardList(canvas);
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(6));
    const discord = within(list).getByRole("link", { name: /Dołącz do naszego Discorda/ });
    await expect(discord).toHaveAttribute("target", "_blank");
    await expect(discord).toHaveAttribute("href", "https://discord.example.com/campus-ai/discord");
    await expect(within(list).getByText("#networking")).toBeVisible();
    await expect(within(list).getByText("Wkrótce")).toBeVisible();
    await expect(within(list).queryByRole("link", { name: /Oferty pracy w AI/ })).toBeNull();
    await expect(within(list).getAllByRole("link")).toHaveLength(5);
    await expect(canvas.queryByRole("navigation", { name: "Strony społeczności" })).toBeNull();
    await expect(new URL(callsTo("community")[0]?.url ?? "http://x/").searchParams.get("limit")).toBe("9");
  },
};

/** Twelve cards: 9 a page, the second page in the address. */
export const SecondPage: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [...benefitsHandlers({ cards: { pl: benefits.manyCommunityCards, en: benefits.manyCommunityCards } })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Miejsca społeczności" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(9));
    await userEvent.click(canvas.getByRole("button", { name: "Strona 2" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
    await expect(within(list).getByRole("heading", { name: /Spotkania lokalne: Łódź/ })).toBeVisible();
    await expect(canvas.getByText("Karty 10–12 z 12")).toBeVisible();
  },
};

/**
 * The community call fails: the six built-in cards show instead, and nothing says that something broke
 * (SPEC section 8).
 */
export const CallFailedBuiltInCards: Story = {
  parameters: withPages(failure("community", 500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("region", { name: "Miejsca społeczności" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(6));
    await expect(within(list).getByRole("link", { name: /Dołącz do naszego Discorda/ })).toHaveAttribute(
      "href",
      "https://discord.example.com/campus-ai",
    );
    await expect(within(list).getByText("Wkrótce")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** While the cards load: card-shaped placeholders, announced once. */
export const Loading: Story = {
  parameters: withPages(pending("community")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie społeczności…")).toBeInTheDocument();
    await expect(canvas.getByText("Wczytywanie społeczności…").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

/** No cards yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { pages: [...benefitsHandlers({ cards: { pl: [], en: [] } })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Społeczność dopiero powstaje" })).toBeVisible();
  },
};

/**
 * Without the organization's community, `/community` by address says it is not part of the organization's plan
 * (not 'not found'), and the cards are never asked for.
 */
export const WithoutCommunity: Story = {
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
    await expect(canvas.getByText(/Społeczność nie wchodzi w plan Campus AI Twojej organizacji/)).toBeVisible();
    await expect(callsTo("community")).toHaveLength(0);
  },
};
