import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CardGrid, storyWidth } from "../../stories/layout";
import { logoImage } from "../course-card/fixtures/images";
import { PartnerCard } from "./partner-card";

const meta = {
  title: "Components/PartnerCard",
  component: PartnerCard,
  args: {
    name: "Akademia Danych",
    logoSrc: logoImage("AD", "#0f766e"),
    category: "Szkolenia",
    benefit: "20% zniżki na wszystkie kursy analityki danych przez pierwszy rok",
    href: "#benefit-1",
    linkLabel: "Zobacz ofertę",
    onOpen: fn(),
  },
  decorators: [storyWidth(360)],
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const ExternalLink: Story = {
  args: {
    name: "Chmura Obliczeniowa",
    logoSrc: logoImage("CO", "#1d4ed8"),
    category: "Infrastruktura",
    benefit: "Kredyty o wartości 500 zł na start",
    href: "https://example.com/partner",
    external: true,
    newTabLabel: "(otwiera się w nowej karcie)",
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Chmura Obliczeniowa/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Akademia Danych" });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Akademia Danych" });
    await userEvent.tab();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const WithoutLogo: Story = {
  args: { logoSrc: undefined, category: undefined, linkLabel: undefined },
};

export const LongPolishText: Story = {
  args: {
    name: "Międzynarodowe Stowarzyszenie Profesjonalistów Sztucznej Inteligencji",
    category: "Organizacje branżowe i stowarzyszenia",
    benefit:
      "Bezpłatne członkostwo przez sześć miesięcy, dostęp do zamkniętych webinarów, biblioteki raportów branżowych oraz zniżka na doroczną konferencję",
  },
};

export const English: Story = {
  args: {
    name: "Data Academy",
    category: "Training",
    benefit: "20% off every data analytics course for the first year",
    linkLabel: "See the offer",
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
      <PartnerCard {...args} />
      <PartnerCard
        {...args}
        name="Chmura Obliczeniowa"
        logoSrc={logoImage("CO", "#1d4ed8")}
        category="Infrastruktura"
        benefit="Kredyty o wartości 500 zł na start"
      />
      <PartnerCard
        {...args}
        name="Studio Kreatywne"
        logoSrc={logoImage("SK", "#be185d")}
        category="Projektowanie"
        benefit="Darmowy miesiąc planu Pro"
      />
    </CardGrid>
  ),
};
