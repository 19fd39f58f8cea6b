import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Pagination, type PaginationProps } from "./pagination";

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const shown = Math.min(page * args.pageSize, args.totalItems);
  return (
    <Pagination
      {...args}
      page={page}
      summary={`Wyświetlono ${shown} z ${args.totalItems} narzędzi`}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: {
    page: 1,
    totalItems: 47,
    pageSize: 9,
    onPageChange: fn(),
    label: "Strony wyników",
    previousLabel: "Poprzednia strona",
    nextLabel: "Następna strona",
    pageLabel: (page: number) => `Strona ${page}`,
  },
  render: (args) => <Stateful {...args} />,
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Poprzednia strona" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Strona 1" })).toHaveAttribute("aria-current", "page");
  },
};

export const MiddlePage: Story = { args: { page: 3 } };

export const LastPage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Następna strona" })).toBeDisabled();
  },
};

export const ManyPages: Story = { args: { totalItems: 420, page: 12 } };

export const SinglePage: Story = { args: { totalItems: 7 } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The disabled previous button is skipped; the first stop is page 1.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Strona 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("Wyświetlono 18 z 47 narzędzi")).toBeVisible();
  },
};

export const NextByKeyboard: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole("button", { name: "Następna strona" });
    next.focus();
    await userEvent.keyboard(" ");
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(next).toBeDisabled();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Strona 3" });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute("data-hovered", "true");
  },
};

export const English: Story = {
  args: {
    label: "Result pages",
    previousLabel: "Previous page",
    nextLabel: "Next page",
    pageLabel: (page: number) => `Page ${page}`,
  },
  render: (args) => <Pagination {...args} summary="Showing 9 of 47 tools" />,
};

export const NarrowWidth: Story = {
  args: { totalItems: 420, page: 12 },
  decorators: [storyWidth(280)],
};
