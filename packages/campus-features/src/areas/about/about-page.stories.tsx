import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { campusHandlers, outage, pageParameters, pending, renderCampus } from "../../testing";
import * as benefits from "../../testing/benefits-fixtures";
import { benefitsHandlers } from "../../testing/benefits-handlers";
import { screen } from "../../testing/play";
import { AboutPage } from "./about-page";

const pages = [{ path: "/about-campusai", element: <AboutPage /> }];

const withPages = (...handlers: ReturnType<typeof pending>[]) => ({
  msw: { handlers: { pages: [...handlers, ...benefitsHandlers(), ...campusHandlers().pages] } },
});

const meta = {
  title: "Pages/About",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), pages: [...benefitsHandlers(), ...campusHandlers().pages] } },
  },
  render: renderCampus({ path: "/about-campusai", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campus in three parts, and the Mastermind's facts of SPEC section 9 in Polish plurals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "O Campus AI" })).toBeVisible();
    await expect(document.title).toBe("O Campus AI – Campus AI");
    const mastermind = await canvas.findByRole("region", { name: "Mastermind" });
    for (const fact of ["4 miesiące", "10 liderów", "Co 2–3 tygodnie", "W pierwszą środę każdego miesiąca"]) {
      await expect(within(mastermind).getByText(fact)).toBeVisible();
    }
    await expect(canvas.getByRole("region", { name: "Programy i kursy" })).toBeVisible();
  },
};

/** In English: the facts in English plurals. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "About Campus AI" })).toBeVisible();
    const mastermind = await canvas.findByRole("region", { name: "Mastermind" });
    for (const fact of ["4 months", "10 leaders", "Every 2–3 weeks", "On the first Wednesday of each month"]) {
      await expect(await within(mastermind).findByText(fact)).toBeVisible();
    }
  },
};

/** While the page loads: its shape, announced once. */
export const Loading: Story = {
  parameters: withPages(pending("about")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie strony o Campus AI…")).toBeInTheDocument();
  },
};

const aboutDown = outage("about", 500, benefits.about);

/** The page failed to load: said so in the page and a toast (SPEC section 8), and the retry shows it. */
export const LoadErrorRetried: Story = {
  parameters: withPages(aboutDown.handler),
  beforeEach: () => aboutDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać strony o Campus AI.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania strony o Campus AI. Spróbuj ponownie."),
    ).toBeVisible();
    aboutDown.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await canvas.findByText("10 liderów")).toBeVisible();
  },
};
