import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, campusHandlers, fixtures, outage, pageParameters, pending, renderCampus } from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { shellTestPages } from "../../testing/shell-page";

/**
 * The top bar's three actions and the side drawers they open (at every width): notifications, the learning
 * streak and the rank.
 */
const meta = {
  title: "Features/Shell/SideDrawers",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: shellTestPages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Tab to a top bar action and open its drawer with Enter; resolves the drawer. */
async function openDrawer(canvas: Canvas, action: string | RegExp, drawer: string) {
  const button = await canvas.findByRole("button", { name: action });
  await tabTo(button);
  await userEvent.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: drawer });
  // The drawer is transparent while it enters (a frame even under reduced motion): read it once it shows.
  await waitFor(() => expect(within(dialog).getByRole("heading", { name: drawer })).toBeVisible());
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return dialog;
}

/** Newest first: the unread one marked 'new' (text, not colour alone), dates in the interface language. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Powiadomienia, 1 nieprzeczytane", "Powiadomienia");
    const entries = within(drawer).getAllByRole("listitem");
    await expect(entries).toHaveLength(2);
    const [welcome, meeting] = entries as [HTMLElement, HTMLElement];
    await expect(within(welcome).getByRole("link")).toHaveAttribute("href", "/course/c-intro");
    await expect(welcome).toHaveTextContent("Nowe");
    // 09:30 UTC is 10:30 in Warsaw in November.
    await expect(welcome).toHaveTextContent("20 lis 2026, 10:30");
    await expect(meeting).not.toHaveTextContent("Nowe");
    await expect(within(drawer).getByRole("button", { name: "Oznacz wszystkie jako przeczytane" })).toBeVisible();
  },
};

/** 'Mark all as read' by keyboard: the server is told, the 'new' marks and the bell's count go. */
export const NotificationsMarkedRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Powiadomienia, 1 nieprzeczytane", "Powiadomienia");
    const markAll = within(drawer).getByRole("button", { name: "Oznacz wszystkie jako przeczytane" });
    await tabTo(markAll, 5);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(drawer).queryByText("Nowe")).toBeNull());
    await expect(callsTo("readNotifications")).toHaveLength(1);
    await expect(within(drawer).queryByRole("button", { name: "Oznacz wszystkie jako przeczytane" })).toBeNull();
    // The button went with the unread marks; focus stays in the drawer, so Escape still closes it.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus returns to the bell, which now has no count to tell.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Powiadomienia" })).toHaveFocus());
  },
};

/** No notifications yet: the drawer says so, and there is nothing to mark. */
export const NotificationsEmpty: Story = {
  parameters: {
    msw: {
      handlers: { shell: [answer("notifications", { unreadCount: 0, notifications: [] }), ...campusHandlers().shell] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Powiadomienia", "Powiadomienia");
    await expect(within(drawer).getByText("Nie masz jeszcze powiadomień.")).toBeVisible();
    await expect(within(drawer).queryByRole("button", { name: /Oznacz/ })).toBeNull();
  },
};

/** While the notifications load: placeholders in the drawer, announced once. */
export const NotificationsLoading: Story = {
  parameters: { msw: { handlers: { shell: [pending("notifications"), ...campusHandlers().shell] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Powiadomienia", "Powiadomienia");
    await expect(within(drawer).getByRole("status")).toHaveTextContent("Wczytywanie powiadomień…");
  },
};

const notificationsDown = outage("notifications", 503, fixtures.notifications);

/** The notifications failed to load: the drawer says so; its retry by keyboard shows them. */
export const NotificationsLoadError: Story = {
  parameters: { msw: { handlers: { shell: [notificationsDown.handler, ...campusHandlers().shell] } } },
  beforeEach: () => notificationsDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(callsTo("notifications").length).toBeGreaterThan(0));
    const drawer = await openDrawer(canvas, "Powiadomienia", "Powiadomienia");
    const alert = await within(drawer).findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać powiadomień.");
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 5);
    notificationsDown.end();
    await userEvent.keyboard("{Enter}");
    // The list's drawer takes the place of the error's: look for the entry, not the dialog that may still be
    // leaving.
    await waitFor(() => expect(screen.getByText("Witaj w Campus!")).toBeVisible());
    const entry = screen.getByText("Witaj w Campus!");
    const loaded = (entry as HTMLElement).closest<HTMLElement>('[role="dialog"]');
    if (!loaded) throw new Error("The notifications are not in a dialog");
    await expect(within(loaded).queryByRole("alert")).toBeNull();
    // The retry button went with the error; focus stays in the drawer, not lost to the page behind.
    await waitFor(() => expect(loaded.contains(document.activeElement)).toBe(true));
  },
};

/** The learning streak: the days in a row and today's three tasks, each done or not in words. */
export const SessionStreak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Seria nauki, 4 dni z rzędu", "Seria nauki");
    await expect(drawer).toHaveTextContent("4 dni z rzędu");
    await expect(within(drawer).getByRole("heading", { name: "Zadania na dziś" })).toBeVisible();
    await expect(drawer).toHaveTextContent("Ucz się co najmniej 5 minut (3 z 5)");
    const tasks = within(drawer).getAllByRole("listitem");
    await expect(tasks).toHaveLength(3);
    await expect(tasks[0]).toHaveTextContent("wykonane");
    await expect(tasks[1]).toHaveTextContent("niewykonane");
  },
};

/** The rank ladder: the current stage marked, reached and not reached in words, how ranks are reached, what keeping one takes. */
export const Rank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, "Twoja ranga: Słuchacz", "Twoja ranga");
    const stages = within(drawer).getAllByRole("listitem");
    await expect(stages).toHaveLength(3);
    await expect(stages[1]).toHaveAttribute("aria-current", "step");
    await expect(stages[2]).toHaveTextContent("jeszcze nieosiągnięta");
    // How ranks are reached (the SPEC's rank stages: onboarding opens the campus), then what keeping one takes.
    await expect(
      within(drawer).getByText(
        "Pełny dostęp do kampusu daje ukończenie onboardingu. Wyższe rangi przyznaje Twojemu kontu zespół Campus AI w ramach Twojego planu; nie zdobywa się ich za ukończone kursy. Utrzymanie rangi wymaga aktywnej subskrypcji.",
      ),
    ).toBeVisible();
  },
};
