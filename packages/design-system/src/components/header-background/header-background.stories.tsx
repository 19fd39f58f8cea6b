import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HeaderBackground } from "./header-background";

const meta = {
  title: "Components/HeaderBackground",
  component: HeaderBackground,
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  args: { desktopHeight: 600, mobileHeight: 540 },
  decorators: [
    (Story) => (
      <div className="relative isolate min-h-[720px] bg-surface">
        <Story />
        <div className="mx-auto max-w-app px-5 pt-12 desktop:px-10">
          <p className="text-heading font-semibold text-hero-fg">Podstawy sztucznej inteligencji w szkole</p>
          <p className="mt-2 text-body text-hero-fg">Kurs 3 z 8 · Program „Nauczyciel przyszłości”</p>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Course and test pages: 600px on desktop, 540px on mobile. */
export const CoursePage: Story = {
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>("[aria-hidden='true'].bg-hero");
    await expect(band).not.toBeNull();
    const expected = window.matchMedia("(min-width: 1300px)").matches ? 600 : 540;
    await expect(band?.getBoundingClientRect().height).toBe(expected);
    await expect(within(canvasElement).getByText(/Podstawy sztucznej/)).toBeVisible();
  },
};

/** Home and programs: 469px on desktop, 442px on mobile. */
export const HomePage: Story = { args: { desktopHeight: 469, mobileHeight: 442 } };

/** Community: 600px on desktop, 980px on mobile. */
export const CommunityPage: Story = {
  args: { desktopHeight: 600, mobileHeight: 980 },
};

/** The 404 page: the band fills the area it is placed in (here 720px tall), and no more. */
export const FullHeight: Story = {
  args: { fullHeight: true },
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>("[data-full-height]");
    const area = band?.parentElement?.getBoundingClientRect().height;
    await expect(band?.getBoundingClientRect().height).toBe(area);
  },
};
