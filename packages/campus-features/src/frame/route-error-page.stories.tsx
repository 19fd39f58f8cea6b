import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { campusHandlers, pageParameters, renderCampus } from "../testing";
import { tabTo } from "../testing/play";

/** A page whose code fails as it renders, as a page does whose chunk could not be loaded. */
function BrokenPage(): never {
  throw new Error("The page's code failed to load.");
}

const meta = {
  title: "Pages/RouteError",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: [{ path: "/", element: <BrokenPage /> }] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page that failed to load: the error page takes its place inside the shell, which stays usable, with
 * try again and a way home.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Coś poszło nie tak" })).toBeVisible();
    await expect(
      canvas.getByText("Nie udało się wczytać tej strony. Sprawdź połączenie z internetem i spróbuj ponownie."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wróć na stronę główną" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("main")).toContainElement(canvas.getByRole("heading", { level: 1 }));
  },
};

/**
 * Still offline: try again first asks whether the campus answers; while it does not, the learner stays here
 * and the connection-attempt counter goes up with each try.
 */
export const StillOffline: Story = {
  parameters: {
    msw: { handlers: { connection: [http.head("*", () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tryAgain = await canvas.findByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(tryAgain, 40);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Próba połączenia: 1")).toBeVisible();
    await expect(tryAgain).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Próba połączenia: 2")).toBeVisible();
    // Announced politely as it changes.
    await expect(canvas.getByText("Próba połączenia: 2")).toHaveAttribute("role", "status");
  },
};
