import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { DrawerTrigger } from "../drawer/drawer";
import { ModulePickerDrawer } from "./module-picker-drawer";
import { NotificationsDrawer, type NotificationsDrawerProps } from "./notifications-drawer";
import { RankDrawer } from "./rank-drawer";
import { SessionStreakDrawer } from "./session-streak-drawer";
import { ToolsInfoDrawer } from "./tools-info-drawer";

const notificationProps: NotificationsDrawerProps = {
  isOpen: true,
  title: "Powiadomienia",
  closeLabel: "Zamknij",
  emptyMessage: "Brak powiadomień",
  unreadLabel: "Nowe",
  markAllReadLabel: "Oznacz wszystkie",
  notifications: [
    { id: "1", title: "Nowa lekcja", date: "dziś", isRead: false, href: "/course/1" },
    { id: "2", title: "Ocena", body: "Zaliczone", date: "wczoraj", isRead: true },
  ],
};

describe("side drawers", () => {
  it("NotificationsDrawer: opens from its trigger, Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    render(
      <DrawerTrigger>
        <Button>Otwórz</Button>
        <NotificationsDrawer {...notificationProps} isOpen={undefined} />
      </DrawerTrigger>,
    );
    const trigger = screen.getByRole("button", { name: "Otwórz" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Powiadomienia" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("NotificationsDrawer: marks unread in text, links entries with href, marks all as read", async () => {
    const onMarkAllRead = vi.fn();
    render(<NotificationsDrawer {...notificationProps} onMarkAllRead={onMarkAllRead} />);
    expect(screen.getAllByText("Nowe")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Nowa lekcja/ })).toHaveAttribute("href", "/course/1");
    expect(screen.queryByRole("link", { name: /Ocena/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Oznacz wszystkie" }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it("NotificationsDrawer: hides 'mark all' when all are read, shows empty and loading states", () => {
    const { rerender } = render(
      <NotificationsDrawer
        {...notificationProps}
        onMarkAllRead={() => {}}
        notifications={notificationProps.notifications.map((item) => ({ ...item, isRead: true }))}
      />,
    );
    expect(screen.queryByRole("button", { name: "Oznacz wszystkie" })).toBeNull();
    rerender(<NotificationsDrawer {...notificationProps} notifications={[]} />);
    expect(screen.getByText("Brak powiadomień")).toBeInTheDocument();
    rerender(<NotificationsDrawer {...notificationProps} isLoading loadingLabel="Ładowanie…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Ładowanie…");
    expect(screen.queryByText("Nowa lekcja")).toBeNull();
  });

  it("RankDrawer: marks the current stage and shows progress to the next", () => {
    render(
      <RankDrawer
        isOpen
        title="Ranga"
        closeLabel="Zamknij"
        currentLabel="Twoja ranga"
        reachedLabel="osiągnięta"
        notReachedLabel="nieosiągnięta"
        progressLabel="Postęp do rangi 3"
        progressValue={40}
        stages={[
          { stage: 1, name: "Nowicjusz", description: "a", isCurrent: false, isReached: true },
          { stage: 2, name: "Odkrywca", description: "b", isCurrent: true, isReached: true },
          { stage: 3, name: "Praktyk", description: "c", isCurrent: false, isReached: false },
        ]}
      />,
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("[aria-current='step']")).toHaveTextContent("Odkrywca");
    expect(screen.getByText("Twoja ranga", { selector: "span" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading")[3]).toHaveAccessibleName("3. Praktyk, nieosiągnięta");
    expect(screen.getByRole("progressbar", { name: "Postęp do rangi 3" })).toHaveAttribute("aria-valuenow", "40");
  });

  it("SessionStreakDrawer: shows the streak and which of the three tasks are done", () => {
    render(
      <SessionStreakDrawer
        isOpen
        title="Seria"
        closeLabel="Zamknij"
        streakDays={4}
        formatStreakDays={(days) => `${days} dni`}
        tasksHeading="Zadania"
        continueCourseLabel="Kurs"
        useToolLabel="Narzędzie"
        studyTimeLabel="5 minut"
        isCourseContinued
        isToolUsed={false}
        isStudyTimeReached
        doneLabel="wykonane"
        notDoneLabel="niewykonane"
      />,
    );
    expect(screen.getByText("4 dni")).toBeInTheDocument();
    const tasks = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(tasks.map((task) => task.getAttribute("data-done"))).toEqual(["true", "false", "true"]);
    expect(tasks[1]).toHaveTextContent("Narzędzie, niewykonane");
  });

  it("ModulePickerDrawer: links every module with its access label and marks the current one", () => {
    render(
      <ModulePickerDrawer
        isOpen
        title="Moduły"
        closeLabel="Zamknij"
        accessLabels={{ available: "Dostępny", unavailable: "Niedostępny", completed: "Ukończony" }}
        currentLabel="Obecny"
        allModulesLabel="Wszystkie programy"
        allModulesHref="/programs"
        modules={[
          { id: "1", title: "A", href: "/program/1", access: "completed", isCurrent: false },
          { id: "2", title: "B", href: "/program/2", access: "available", isCurrent: true },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute("href", "/programs");
    const current = screen.getByRole("link", { name: /B/ });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveTextContent("Dostępny");
    expect(screen.getByRole("link", { name: /^A/ })).toHaveTextContent("Ukończony");
  });

  it("ToolsInfoDrawer: names the dialog after the tool and links out in a new tab", () => {
    render(
      <ToolsInfoDrawer
        isOpen
        name="Pisarz"
        closeLabel="Zamknij"
        description="Pisze"
        categories={["Tekst"]}
        categoriesLabel="Kategorie"
        licence="paid"
        licenceLabel="Płatne"
        href="https://example.com"
        openLabel="Otwórz"
        newTabLabel="(nowa karta)"
        favoritesCount={7}
        formatFavorites={(count) => `${count} polubień`}
      />,
    );
    expect(screen.getByRole("dialog", { name: "Pisarz" })).toBeInTheDocument();
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName("Otwórz (nowa karta)");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("7 polubień")).toBeInTheDocument();
    expect(screen.getByText("Płatne")).toBeInTheDocument();
  });
});
