import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Footer } from "./footer";

const meta = {
  title: "Components/Footer",
  component: Footer,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: {
    year: 2026,
    copyrightText: "Campus. Wszelkie prawa zastrzeżone.",
    privacyPolicy: { label: "Polityka prywatności", href: "https://example.org/polityka-prywatnosci" },
    termsOfService: { label: "Regulamin", href: "https://example.org/regulamin" },
    followUsLabel: "Obserwuj nas",
    social: {
      professionalNetwork: { label: "Campus w serwisie zawodowym", href: "https://example.org/zawodowy" },
      socialNetwork: { label: "Campus w serwisie społecznościowym", href: "https://example.org/spolecznosc" },
      photoNetwork: { label: "Campus w serwisie ze zdjęciami", href: "https://example.org/zdjecia" },
      shortVideoNetwork: { label: "Campus w serwisie z krótkimi filmami", href: "https://example.org/filmy" },
    },
    newTabHint: "(otwiera się w nowej karcie)",
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole("link", { name: "Polityka prywatności (otwiera się w nowej karcie)" });
    await expect(privacy).toHaveAttribute("target", "_blank");
    await expect(privacy).toHaveAttribute("rel", expect.stringContaining("noopener"));
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
    await expect(canvas.getAllByRole("link")).toHaveLength(6);
    await expect(
      canvas.getByRole("link", { name: "Campus w serwisie z krótkimi filmami (otwiera się w nowej karcie)" }),
    ).toBeVisible();
  },
};

export const English: Story = {
  args: {
    copyrightText: "Campus. All rights reserved.",
    privacyPolicy: { label: "Privacy policy", href: "https://example.org/privacy" },
    termsOfService: { label: "Terms of service", href: "https://example.org/terms" },
    followUsLabel: "Follow us",
    social: {
      professionalNetwork: { label: "Campus on the professional network", href: "https://example.org/pro" },
      socialNetwork: { label: "Campus on the social network", href: "https://example.org/social" },
      photoNetwork: { label: "Campus on the photo network", href: "https://example.org/photo" },
      shortVideoNetwork: { label: "Campus on the short-video network", href: "https://example.org/video" },
    },
    newTabHint: "(opens in a new tab)",
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const privacy = canvas.getByRole("link", { name: /Polityka prywatności/ });
    await expect(privacy).toHaveFocus();
    await expect(privacy).toHaveAttribute("data-focus-visible", "true");
  },
};

export const HoveredSocialLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /serwisie zawodowym/ });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("contentinfo")).toBeNull();
  },
};

export const LongPolishText: Story = {
  args: {
    copyrightText:
      "Campus — platforma kształcenia ustawicznego dla nauczycieli i edukatorów. Wszelkie prawa zastrzeżone.",
    privacyPolicy: { label: "Polityka prywatności i przetwarzania danych osobowych", href: "https://example.org/p" },
    termsOfService: { label: "Regulamin świadczenia usług drogą elektroniczną", href: "https://example.org/r" },
    followUsLabel: "Obserwuj nas w mediach społecznościowych",
  },
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(320, { inFullscreen: true })],
};
