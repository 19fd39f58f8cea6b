import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { campusHandlers, failure, pageParameters, renderCampus } from "../testing";
import { callsTo, isDesktop, screen, tabTo } from "../testing/play";
import { shellTestPages } from "../testing/shell-page";

/**
 * SPEC section 4's logout, from the user menu on desktop and the account sheet on phones: the server
 * destroys the session, nothing of the learner stays in this browser whatever it answers, 'logout
 * successful' and the login page.
 */
const meta = {
  title: "Features/Session/Logout",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  // A course position this learner left in the browser: it must go with the session.
  render: renderCampus({ path: "/", pages: shellTestPages, stored: { "courseProgress:c-intro": "l-intro-3" } }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logs out by keyboard from the user menu (desktop) or the account sheet (phones). */
async function logOut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 1, name: "Campus" });
  if (isDesktop()) {
    await tabTo(await canvas.findByRole("button", { name: /^Anna\s*, menu konta$/ }));
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.keyboard("{End}");
    await expect(within(menu).getByRole("menuitem", { name: "Wyloguj się" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    return;
  }
  const account = within(canvas.getByRole("navigation", { name: "Nawigacja dolna" })).getByRole("button", {
    name: "Konto",
  });
  await tabTo(account, 40);
  await userEvent.keyboard("{Enter}");
  const sheet = await screen.findByRole("dialog", { name: "Konto" });
  await tabTo(within(sheet).getByRole("button", { name: "Wyloguj się" }), 10);
  await userEvent.keyboard("{Enter}");
}

async function expectLoggedOut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
  await expect(await screen.findByText("Wylogowano pomyślnie")).toBeVisible();
  await expect(callsTo("destroyToken")).toHaveLength(1);
  await expect(document.cookie).not.toMatch(/authorized=/);
  await expect(localStorage.getItem("courseProgress:c-intro")).toBeNull();
}

/** The server ends the session; the login page says the learner is logged out. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    await logOut(canvasElement);
    await expectLoggedOut(canvasElement);
  },
};

/** The server could not be told (destroy token failed): the learner is logged out here all the same. */
export const DestroyFails: Story = {
  parameters: { msw: { handlers: { session: [failure("destroyToken", 500), ...campusHandlers().session] } } },
  play: async ({ canvasElement }) => {
    await logOut(canvasElement);
    await expectLoggedOut(canvasElement);
  },
};
