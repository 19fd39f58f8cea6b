import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomePage } from "../areas/home";
import { campusHandlers, failure, pageParameters, renderCampus } from "../testing";
import { callsTo } from "../testing/play";

const meta = {
  title: "Pages/NotFound",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/404", pages: [{ path: "/", element: <HomePage /> }] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
  await expect(canvas.getByText("Strona, której szukasz, nie istnieje albo została przeniesiona.")).toBeVisible();
  await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toHaveAttribute("href", "/");
  // Inside the shell: the learner can go anywhere from here.
  await expect(canvas.getByRole("banner")).toBeVisible();
}

/** /404: the not-found page inside the shell, on the full-height hero band, with a way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** Any path the campus does not know shows the same page, at that address. */
export const UnknownPath: Story = {
  render: renderCampus({ path: "/kursy/nie-ma-takiego", pages: [{ path: "/", element: <HomePage /> }] }),
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** The API says a resource does not exist (404): the campus leads to /404 (SPEC section 8). */
export const ResourceNotFound: Story = {
  render: renderCampus({ path: "/", pages: [{ path: "/", element: <HomePage /> }] }),
  parameters: { msw: { handlers: { pages: [failure("homepage", 404, "Not found")] } } },
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
    await expect(callsTo("homepage")).toHaveLength(1);
  },
};
