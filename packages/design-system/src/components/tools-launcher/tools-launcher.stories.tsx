import type { Meta, StoryObj } from "@storybook/react-vite";
import { GraduationCap } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleApps } from "../../stories/shell-samples";
import { ToolsLauncher } from "./tools-launcher";

const body = within(document.body);

const meta = {
  title: "Components/ToolsLauncher",
  component: ToolsLauncher,
  args: {
    label: "Aplikacje",
    title: "Aplikacje Campus AI",
    apps: sampleApps,
    newTabLabel: "otwiera się w nowej karcie",
  },
  argTypes: { apps: { control: false } },
  decorators: [
    (Story) => (
      <div className="flex min-h-96 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolsLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole("button");
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const panel = await body.findByRole("dialog");
  return { trigger, panel };
}

export const Playground: Story = {};

/** Opened by keyboard: open apps are links to a new tab; Escape closes back on the trigger. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, panel } = await openByKeyboard(canvasElement);
    await expect(panel).toHaveAccessibleName("Aplikacje Campus AI");
    const promptbook = within(panel).getByRole("link", { name: /^Promptbook/ });
    await expect(promptbook).toHaveAttribute("href", "https://promptbook.example.org");
    await expect(promptbook).toHaveAttribute("target", "_blank");
    await expect(promptbook).toHaveAttribute("rel", "noopener noreferrer");
    await expect(promptbook).toHaveAccessibleName(/\(otwiera się w nowej karcie\)$/);
    await userEvent.tab();
    await expect(promptbook).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again for the screenshot, with the first app focused.
    await userEvent.keyboard("{Enter}");
    await body.findByRole("dialog");
    await userEvent.tab();
  },
};

/**
 * The locked app (rank below 2) stays in the tab order: focus shows the tooltip with the reason; it has
 * no address and is aria-disabled, so Enter goes nowhere.
 */
export const LockedAppTooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openByKeyboard(canvasElement);
    const locked = within(panel).getByRole("link", { name: /^Uniwersytet AI/ });
    await expect(locked).toHaveAttribute("aria-disabled", "true");
    await expect(locked).not.toHaveAttribute("href");
    await expect(locked).toHaveAccessibleName(/Zbyt niska ranga$/);
    await userEvent.tab();
    await userEvent.tab();
    await expect(locked).toHaveFocus();
    const tooltip = await body.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Zbyt niska ranga");
    await expect(locked).toHaveAttribute("aria-describedby", tooltip.id);
    // Enter goes nowhere: the panel stays open (the key press hides the tooltip, as any press does).
    await userEvent.keyboard("{Enter}");
    await expect(body.getByRole("dialog")).toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(locked).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Zbyt niska ranga");
  },
};

/** Rank 2 or higher: every app opens. */
export const AllAppsOpen: Story = {
  args: { apps: sampleApps.map((app) => ({ ...app, isLocked: false })) },
  play: async ({ canvasElement }) => {
    const { panel } = await openByKeyboard(canvasElement);
    await expect(within(panel).getAllByRole("link")).toHaveLength(3);
    for (const link of within(panel).getAllByRole("link")) await expect(link).toHaveAttribute("href");
  },
};

/** The launcher of the SPEC: one external app, locked below rank 2. */
export const SingleLockedApp: Story = {
  args: { apps: sampleApps.filter((app) => app.id === "university") },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};

export const TriggerHovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button"));
  },
};

export const LongPolishText: Story = {
  args: {
    label: "Aplikacje zewnętrzne",
    title: "Aplikacje partnerskie dostępne dla uczestników",
    apps: [
      {
        id: "university",
        href: "https://uniwersytet.example.org",
        icon: <GraduationCap />,
        isLocked: true,
        name: "Uniwersytet Sztucznej Inteligencji dla Zaawansowanych",
        description: "Zewnętrzna platforma z kursami, warsztatami i egzaminami certyfikującymi",
        lockedReason: "Zbyt niska ranga: ukończ wdrożenie, żeby odblokować",
      },
      ...sampleApps.filter((app) => !app.isLocked),
    ],
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.tab();
    await body.findByRole("tooltip");
  },
};
