import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotebookPen } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleUserLinks } from "../../stories/shell-samples";
import { samplePortrait } from "../avatar/avatar-sample";
import { UserMenu } from "./user-menu";

const body = within(document.body);

const meta = {
  title: "Components/UserMenu",
  component: UserMenu,
  args: {
    fullName: "Anna Kowalska",
    firstName: "Anna",
    menuLabel: "menu konta",
    links: sampleUserLinks,
    newTabLabel: "otwiera się w nowej karcie",
    logoutLabel: "Wyloguj się",
    onLogout: fn(),
  },
  argTypes: { links: { control: false } },
  decorators: [
    (Story) => (
      <div className="flex min-h-80 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole("button", { name: /^Anna\s*, menu konta$/ });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const menu = await body.findByRole("menu");
  return { trigger, menu };
}

export const Playground: Story = {};

/** Initials when there is no picture. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /^Anna\s*, menu konta$/ });
    await expect(trigger).toHaveTextContent("AK");
    await expect(trigger).toHaveAttribute("aria-haspopup", "true");
  },
};

export const WithPicture: Story = {
  args: { avatarSrc: samplePortrait },
};

/** Opened by keyboard: the account pages open in a new tab, without access to this window. */
export const Open: Story = {
  args: { avatarSrc: samplePortrait },
  play: async ({ canvasElement }) => {
    const { menu } = await openByKeyboard(canvasElement);
    const entries = within(menu).getAllByRole("menuitem");
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveFocus();
    for (const [index, link] of sampleUserLinks.entries()) {
      await expect(entries[index]).toHaveAttribute("href", link.href);
      await expect(entries[index]).toHaveAttribute("target", "_blank");
      await expect(entries[index]).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(entries[0]).toHaveAccessibleName(/^Profil\s+\(otwiera się w nowej karcie\)$/);
  },
};

/** With the campus's own pages (the Promptbook) first: they open in place, the account pages in a new tab. */
export const WithCampusPages: Story = {
  args: {
    avatarSrc: samplePortrait,
    pages: [{ id: "promptbook", label: "Mój Promptbook", href: "/promptbook", icon: <NotebookPen /> }],
  },
  play: async ({ canvasElement }) => {
    const { menu } = await openByKeyboard(canvasElement);
    const entries = within(menu).getAllByRole("menuitem");
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveAccessibleName("Mój Promptbook");
    await expect(entries[0]).toHaveAttribute("href", "/promptbook");
    await expect(entries[0]).not.toHaveAttribute("target");
    await expect(entries[1]).toHaveAttribute("target", "_blank");
    await expect(menu.querySelectorAll("[role='separator']")).toHaveLength(2);
  },
};

/** Logout by keyboard: arrows to the last entry, Enter; the menu closes and focus goes back to the trigger. */
export const LogoutByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, menu } = await openByKeyboard(canvasElement);
    for (let step = 0; step < 3; step += 1) await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Wyloguj się" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without logging out. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openByKeyboard(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute("data-focus-visible", "true");
  },
};

export const LongPolishText: Story = {
  args: {
    fullName: "Małgorzata Szczepańska-Wierzbicka",
    firstName: "Małgorzata-Krystyna",
    logoutLabel: "Wyloguj się ze wszystkich urządzeń",
    links: [
      { id: "profile", label: "Mój profil uczestnika", href: "https://konto.example.org/profil" },
      { id: "rank", label: "Ranga, postępy i zdobyte certyfikaty", href: "https://konto.example.org/ranga" },
      { id: "settings", label: "Ustawienia konta i prywatności", href: "https://konto.example.org/ustawienia" },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("menu");
    await expect(within(canvasElement).getByRole("button")).toHaveTextContent("Małgorzata-Krystyna");
  },
};
