import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CardGrid, storyWidth } from "../../stories/layout";
import { covers } from "../course-card/fixtures/images";
import { CommunityCard } from "./community-card";

const meta = {
  title: "Components/CommunityCard",
  component: CommunityCard,
  args: {
    category: "Discord",
    title: "Pokój promptów: dzielimy się najlepszymi przykładami",
    hashes: ["prompty", "praktyka", "wymiana"],
    backgroundImage: covers.community,
    url: "https://example.com/community/prompts",
    newTabLabel: "(otwiera się w nowej karcie)",
  },
  decorators: [storyWidth(360)],
} satisfies Meta<typeof CommunityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Pokój promptów/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, disabledLabel: "Wkrótce", title: "Spotkania na żywo z mentorami" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText("Wkrótce")).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Pokój promptów/ });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Pokój promptów/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
  },
};

export const WithoutImage: Story = {
  args: { backgroundImage: undefined, hashes: [] },
};

export const LongPolishText: Story = {
  args: {
    category: "Grupa tematyczna",
    title: "Współpraca przedsiębiorców wdrażających rozwiązania sztucznej inteligencji w małych firmach rodzinnych",
    hashes: ["przedsiębiorczość", "automatyzacja", "wdrożenia", "doświadczenia", "networking"],
  },
};

export const English: Story = {
  args: {
    title: "Prompt room: share your best examples",
    hashes: ["prompts", "practice"],
    newTabLabel: "(opens in a new tab)",
  },
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(280)],
};

export const ResponsiveGrid: Story = {
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <CardGrid>
      <CommunityCard {...args} />
      <CommunityCard
        {...args}
        category="Wydarzenie"
        title="Hackathon AI dla początkujących"
        hashes={["hackathon", "zespół"]}
        backgroundImage={covers.prompting}
      />
      <CommunityCard
        {...args}
        category="Mentoring"
        title="Spotkania na żywo z mentorami"
        hashes={["mentoring"]}
        backgroundImage={covers.ethics}
        isDisabled
        disabledLabel="Wkrótce"
      />
    </CardGrid>
  ),
};
