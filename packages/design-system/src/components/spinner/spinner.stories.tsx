import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/button";
import { Spinner } from "./spinner";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  args: { label: "Ładowanie kursu" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a label the spinner is an image announced by name. */
export const WithLabel: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Ładowanie kursu" })).toBeVisible();
  },
};

/** Without a label it is decoration: the surrounding control says what is happening. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

/** The spinner takes the font size and colour of its context. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6 text-accent-text">
      <span className="text-small">
        <Spinner {...args} />
      </span>
      <span className="text-body">
        <Spinner {...args} />
      </span>
      <span className="text-heading">
        <Spinner {...args} />
      </span>
      <span className="text-display">
        <Spinner {...args} />
      </span>
    </div>
  ),
};

export const InPendingButton: Story = {
  render: () => <Button isPending>Wysyłanie odpowiedzi</Button>,
};
