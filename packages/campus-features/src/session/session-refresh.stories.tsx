import { INVALID_TOKEN_MESSAGE } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { HomePage } from "../areas/home";
import { campusHandlers, expiredOnce, failure, fixtures, pageParameters, renderCampus } from "../testing";
import { callsTo } from "../testing/play";

/**
 * SPEC section 4's session refresh through the real client: an expired access token is refreshed once for
 * every request that met it, and a session that cannot be refreshed ends on the login page.
 */
const meta = {
  title: "Features/Session/SessionRefresh",
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: [{ path: "/", element: <HomePage /> }] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loginPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" });

/**
 * The access token expired while the learner was away: the home page, the programs and the notifications
 * all meet a 401 at once, one refresh serves them all, each asks again once, and the page shows its data.
 */
export const ExpiredAccessRefreshed: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [expiredOnce("homepage", fixtures.homepage)],
        shell: [
          expiredOnce("toolbar", fixtures.toolbar),
          expiredOnce("notifications", fixtures.notifications),
          ...campusHandlers().shell,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Wprowadzenie do AI" })).toBeVisible();
    await waitFor(() => expect(callsTo("notifications")).toHaveLength(2));
    await expect(callsTo("homepage")).toHaveLength(2);
    await expect(callsTo("toolbar").length).toBeGreaterThanOrEqual(2);
    await expect(callsTo("refreshToken")).toHaveLength(1);
  },
};

/** The refresh itself is refused (the session is over on the server): the login page, one refresh tried. */
export const RefreshFails: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [failure("refreshToken", 401, "Refresh token expired."), ...campusHandlers().session],
        pages: [failure("homepage", 401, "Access token expired: refresh the session.")],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await loginPage(canvasElement)).toBeVisible();
    await expect(callsTo("refreshToken")).toHaveLength(1);
    await expect(document.cookie).not.toMatch(/authorized=/);
  },
};

/** A token the server calls invalid cannot be refreshed: straight to the login page, no refresh tried. */
export const InvalidToken: Story = {
  parameters: { msw: { handlers: { pages: [failure("homepage", 401, INVALID_TOKEN_MESSAGE)] } } },
  play: async ({ canvasElement }) => {
    await expect(await loginPage(canvasElement)).toBeVisible();
    await expect(callsTo("refreshToken")).toHaveLength(0);
  },
};
