import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { expect, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Badge } from "./badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Freemium", variant: "neutral", size: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: ["neutral", "accent", "success", "warning", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Neutral: Story = { args: { variant: "neutral", children: "Freemium" } };
export const Accent: Story = { args: { variant: "accent", children: "Nowość" } };
export const Success: Story = { args: { variant: "success", children: "Zaliczony" } };
export const Warning: Story = { args: { variant: "warning", children: "W trakcie oceny" } };
export const Danger: Story = { args: { variant: "danger", children: "Odrzucona" } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Badge {...args} variant="neutral">
        Płatne
      </Badge>
      <Badge {...args} variant="accent">
        Nowość
      </Badge>
      <Badge {...args} variant="success">
        Zaliczony
      </Badge>
      <Badge {...args} variant="warning">
        W trakcie oceny
      </Badge>
      <Badge {...args} variant="danger">
        Odrzucona
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Odrzucona").closest("[data-variant]")).toHaveAttribute(
      "data-variant",
      "danger",
    );
  },
};

export const WithIcon: Story = { args: { variant: "accent", icon: <Star />, children: "Polecane" } };

export const Small: Story = { args: { size: "sm", variant: "accent", children: "Kurs" } };

export const LongPolishText: Story = {
  args: { variant: "warning", children: "Przegląd pracy końcowej trwa do trzech dni roboczych" },
};

/** A badge never wraps: in a narrow column its text is cut with an ellipsis. */
export const NarrowWidth: Story = {
  args: { variant: "neutral", children: "Sztuczna inteligencja w administracji publicznej" },
  decorators: [storyWidth(160)],
};
