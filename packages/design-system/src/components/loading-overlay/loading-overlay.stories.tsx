import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LoadingOverlay } from "./loading-overlay";

function SamplePage() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col gap-4 p-6">
      <p className="text-heading font-semibold">Programy</p>
      <p className="text-body text-fg-muted">Wybierz program i rozpocznij pierwszy kurs.</p>
      <button type="button" className="w-fit rounded-control border border-border px-4 py-2">
        Zobacz wszystkie programy
      </button>
    </div>
  );
}

const meta = {
  title: "Components/LoadingOverlay",
  component: LoadingOverlay,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: { isVisible: true, label: "Wczytywanie strony…", children: <SamplePage /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Wczytywanie strony…");
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
    // The page under the overlay is inert: Tab does not reach its button.
    await userEvent.tab();
    await expect(canvas.getByText("Zobacz wszystkie programy")).not.toHaveFocus();
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvasElement.querySelector("[aria-busy='true']")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Zobacz wszystkie programy" })).toHaveFocus();
  },
};

export const English: Story = { args: { label: "Loading the page…" } };

export const LongPolishText: Story = {
  args: { label: "Wczytywanie materiałów kursu, postępów w nauce i Twoich certyfikatów…" },
};
