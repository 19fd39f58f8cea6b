import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { type NotificationItem, NotificationsDrawer } from "./notifications-drawer";

const notifications: NotificationItem[] = [
  {
    id: "1",
    title: "Nowa lekcja w kursie „Podstawy promptowania”",
    body: "Dodaliśmy lekcję o pisaniu instrukcji systemowych.",
    date: "21 lis 2026, 09:15",
    isRead: false,
    href: "/course/12",
  },
  {
    id: "2",
    title: "Twoja praca zaliczeniowa została oceniona",
    date: "20 lis 2026, 16:40",
    isRead: false,
    href: "/course-final-work/4",
  },
  {
    id: "3",
    title: "Osiągnięto nową rangę: Odkrywca",
    body: "Masz teraz dostęp do uczelni zewnętrznej.",
    date: "18 lis 2026, 11:02",
    isRead: true,
  },
];

const TRIGGER = "Pokaż powiadomienia";

const meta = {
  title: "Components/Side drawers/NotificationsDrawer",
  component: NotificationsDrawer,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Powiadomienia",
    closeLabel: "Zamknij",
    notifications,
    emptyMessage: "Nie masz jeszcze żadnych powiadomień.",
    unreadLabel: "Nowe",
    markAllReadLabel: "Oznacz wszystkie jako przeczytane",
    onMarkAllRead: fn(),
    loadingLabel: "Ładowanie powiadomień…",
  },
  render: renderInDrawerTrigger(TRIGGER, NotificationsDrawer, <Bell />),
} satisfies Meta<typeof NotificationsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Unread entries carry the 'Nowe' text badge, so unread is not told by colour alone. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(dialog).toHaveAccessibleName("Powiadomienia");
    await expect(within(dialog).getAllByText("Nowe")).toHaveLength(2);
    await expect(within(dialog).getByRole("link", { name: /Nowa lekcja/ })).toHaveAttribute("href", "/course/12");
  },
};

/** Enter opens, Tab and Shift+Tab stay inside, Escape closes and focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

export const MarkAllAsRead: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    const action = within(dialog).getByRole("button", { name: "Oznacz wszystkie jako przeczytane" });
    action.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** Nothing is unread: no badges and no 'mark all as read'. */
export const AllRead: Story = {
  args: { notifications: notifications.map((notification) => ({ ...notification, isRead: true })) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).queryByText("Nowe")).toBeNull();
    await expect(within(dialog).queryByRole("button", { name: /Oznacz/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByText("Nie masz jeszcze żadnych powiadomień.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notifications: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Ładowanie powiadomień…");
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Powiadomienia i komunikaty dotyczące Twojej ścieżki szkoleniowej",
    markAllReadLabel: "Oznacz wszystkie powiadomienia jako przeczytane",
    notifications: [
      {
        id: "1",
        title:
          "Przypomnienie: zbliża się termin przesłania pracy zaliczeniowej w kursie „Zaawansowane techniki przetwarzania języka naturalnego”",
        body: "Pamiętaj, że ocena pracy zaliczeniowej może potrwać do trzech dni roboczych. Prześlij ją z wyprzedzeniem, aby zdążyć przed zakończeniem modułu.",
        date: "poniedziałek, 21 listopada 2026, 09:15",
        isRead: false,
        href: "/course-final-work/4",
      },
      ...notifications.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
