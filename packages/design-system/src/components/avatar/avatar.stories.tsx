import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar } from "./avatar";
import { samplePortrait } from "./avatar-sample";

const meta = {
  title: "Components/Avatar",
  component: Avatar,
  args: { name: "Katarzyna Wiśniewska", size: "md" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Katarzyna Wiśniewska" });
    await expect(avatar).toHaveTextContent("KW");
  },
};

export const WithImage: Story = {
  args: { src: samplePortrait },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Katarzyna Wiśniewska" });
    await expect(avatar.querySelector("img")).not.toBeNull();
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: "data:image/png;base64,broken", name: "Łukasz Żółkiewski" },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Łukasz Żółkiewski" });
    // The image fails to decode asynchronously; the initials replace it then.
    await waitFor(() => expect(avatar).toHaveTextContent("ŁŻ"));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} size="xl" src={samplePortrait} name="Jan Kowalski" />
    </div>
  ),
};

export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-2 text-body text-fg">
      <Avatar {...args} decorative />
      <span>Katarzyna</span>
    </div>
  ),
};

export const SingleName: Story = { args: { name: "Agnieszka" } };
