import { BellOff, CheckCheck } from "lucide-react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Drawer } from "../drawer/drawer";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { drawerRowLinkClass } from "./list-link";
import type { SideDrawerStateProps } from "./side-drawer-state";

export type NotificationItem = {
  id: string;
  title: string;
  /** Further text under the title. */
  body?: string;
  /** When it arrived, already formatted for the interface language, e.g. '12 lis 2026, 14:05'. */
  date: string;
  isRead: boolean;
  /** Where the notification leads; the whole entry becomes a link. */
  href?: string;
};

export type NotificationsDrawerProps = SideDrawerStateProps & {
  /** Heading of the drawer, e.g. 'Powiadomienia'. */
  title: string;
  /** Accessible name of the close button, e.g. 'Zamknij'. */
  closeLabel: string;
  /** Newest first, in the order they should show. */
  notifications: NotificationItem[];
  /** Shown instead of the list when there are no notifications, e.g. 'Nie masz jeszcze powiadomień'. */
  emptyMessage: string;
  /** The visible marker of an unread entry, e.g. 'Nowe': text, so unread is not told by colour alone. */
  unreadLabel: string;
  /** Label of the 'mark all as read' action. The action shows only with `onMarkAllRead` and unread entries. */
  markAllReadLabel?: string;
  /** Called by the 'mark all as read' action; the host saves it and updates `notifications`. */
  onMarkAllRead?: () => void;
  /** Shows placeholders while the notifications load. */
  isLoading?: boolean;
  /** Announced while loading, e.g. 'Ładowanie powiadomień…'. */
  loadingLabel?: string;
};

function NotificationContent({ notification, unreadLabel }: { notification: NotificationItem; unreadLabel: string }) {
  return (
    <span className="flex flex-col gap-1 px-3 py-3">
      <span className="flex items-start gap-2">
        <span className={cn("min-w-0 flex-1 text-body text-pretty", notification.isRead ? "" : "font-semibold")}>
          {notification.title}
        </span>
        {notification.isRead ? null : (
          <Badge size="sm" variant="accent" className="shrink-0">
            {unreadLabel}
          </Badge>
        )}
      </span>
      {notification.body ? <span className="text-small text-fg-muted text-pretty">{notification.body}</span> : null}
      <span className="text-caption text-fg-muted">{notification.date}</span>
    </span>
  );
}

/**
 * The notifications side drawer: newest first, unread entries marked with a text badge and a bold title,
 * an empty message when there is nothing, and an optional 'mark all as read' action.
 */
export function NotificationsDrawer({
  title,
  closeLabel,
  notifications,
  emptyMessage,
  unreadLabel,
  markAllReadLabel,
  onMarkAllRead,
  isLoading = false,
  loadingLabel,
  ...state
}: NotificationsDrawerProps) {
  const hasUnread = notifications.some((notification) => !notification.isRead);
  return (
    <Drawer {...state} title={title} closeLabel={closeLabel} placement="right">
      {isLoading ? (
        <SkeletonRegion label={loadingLabel ?? ""} className="flex flex-col gap-5">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="flex flex-col gap-2 px-3">
              <Skeleton className="w-4/5" />
              <Skeleton lines={2} className="text-small" />
            </div>
          ))}
        </SkeletonRegion>
      ) : notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-full bg-accent-subtle text-accent-text border-edge border-current"
          >
            <BellOff className="size-7" />
          </span>
          <p className="text-body text-fg-muted">{emptyMessage}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {hasUnread && onMarkAllRead && markAllReadLabel ? (
            <Button variant="ghost" size="sm" icon={<CheckCheck />} onPress={onMarkAllRead} className="self-end">
              {markAllReadLabel}
            </Button>
          ) : null}
          <ul className="flex flex-col divide-y divide-border">
            {notifications.map((notification) => (
              <li
                key={notification.id}
                data-read={notification.isRead}
                className={cn(
                  "border-l-4",
                  notification.isRead ? "border-transparent" : "border-accent forced-colors:border-[Highlight]",
                )}
              >
                {notification.href ? (
                  <Link href={notification.href} className={drawerRowLinkClass}>
                    <NotificationContent notification={notification} unreadLabel={unreadLabel} />
                  </Link>
                ) : (
                  <NotificationContent notification={notification} unreadLabel={unreadLabel} />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Drawer>
  );
}
