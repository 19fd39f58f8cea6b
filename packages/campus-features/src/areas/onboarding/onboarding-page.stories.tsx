import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
} from "../../testing";
import { homeRoute } from "../../testing/home-route";
import { callsTo, isDesktop, screen, tabTo } from "../../testing/play";
import { OnboardingPage } from "./onboarding-page";

/** A newcomer (rank 1) whose campus is onboarding only; finishing it leads home. */
const newcomer = campusHandlers({ login: fixtures.loginAnswer(fixtures.newcomer) });

const meta = {
  title: "Pages/Onboarding",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: newcomer } },
  render: renderCampus({
    path: "/onboarding",
    pages: [{ path: "/onboarding", element: <OnboardingPage /> }, homeRoute],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 2, name });
const steps = (canvas: Canvas) => within(canvas.getByRole("list", { name: /^Krok \d z 3$/ })).getAllByRole("listitem");

/** The first step: where the learner is, the step itself and 'next', under the menu every learner has. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Witaj w Campus" })).toBeVisible();
    await expect(await stepHeading(canvas, "Wybierz program")).toBeVisible();
    await expect(canvas.getByText("Krok 1 z 3")).toBeVisible();
    await expect(steps(canvas)[0]).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryByRole("button", { name: "Wstecz" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Dalej" })).toBeVisible();
    // Programs and About are always in the menu (SPEC section 2), for rank 1 too; the gate keeps it here.
    if (isDesktop()) {
      const menu = canvas.getByRole("navigation", { name: "Menu główne" });
      await expect(await within(menu).findByRole("button", { name: "Programy" })).toBeVisible();
      await expect(within(menu).getByRole("link", { name: "O Campus AI" })).toBeVisible();
    }
  },
};

/**
 * Next and back by keyboard: Tab reaches 'next', Enter and Space press it, and each new step takes focus
 * on its heading, so a screen reader reads it; the last step offers to finish.
 */
export const StepsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Wybierz program");
    await tabTo(canvas.getByRole("button", { name: "Dalej" }));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: "Ucz się codziennie" })).toHaveFocus());
    await expect(canvas.getByText("Krok 2 z 3")).toBeVisible();
    await expect(steps(canvas)[1]).toHaveAttribute("aria-current", "step");
    // Back comes first after the heading, then next.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Wstecz" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: "Wybierz program" })).toHaveFocus());
    await tabTo(canvas.getByRole("button", { name: "Dalej" }), 3);
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: "Ucz się codziennie" })).toHaveFocus());
    await tabTo(canvas.getByRole("button", { name: "Dalej" }), 3);
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 2, name: "Dołącz do społeczności" })).toHaveFocus(),
    );
    await expect(canvas.getByText("Krok 3 z 3")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Dalej" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Zakończ i zacznij naukę" })).toBeVisible();
    await expect(callsTo("completeOnboarding")).toHaveLength(0);
  },
};

async function finish(canvas: Canvas) {
  await stepHeading(canvas, "Wybierz program");
  await userEvent.click(canvas.getByRole("button", { name: "Dalej" }));
  await userEvent.click(await canvas.findByRole("button", { name: "Dalej" }));
  const finishButton = await canvas.findByRole("button", { name: "Zakończ i zacznij naukę" });
  await tabTo(finishButton, 3);
  await userEvent.keyboard("{Enter}");
}

/**
 * Finishing: completeOnboarding answers the learner at rank 2, the onboarding gate takes them home, the
 * campus opens and a toast says so.
 */
export const Finishes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finish(canvas);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Cześć, Piotr!" })).toBeVisible();
    await expect(await screen.findByText("Gotowe! Twój Campus jest otwarty.")).toBeVisible();
    await expect(callsTo("completeOnboarding")).toHaveLength(1);
    await waitFor(() => expect(callsTo("toolbar").length).toBeGreaterThan(0));
    if (isDesktop()) {
      await expect(canvas.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
      await expect(canvas.getByRole("link", { name: "Narzędzia" })).toBeVisible();
    }
  },
};

/** Finishing fails: the translated error toast, and the learner stays on the last step to try again. */
export const FinishFails: Story = {
  parameters: {
    msw: { handlers: { pages: [answer("onboarding", fixtures.onboarding), failure("completeOnboarding", 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finish(canvas);
    await expect(await screen.findByText("Nie udało się zakończyć wprowadzenia. Spróbuj ponownie.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Dołącz do społeczności" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Zakończ i zacznij naukę" })).toBeEnabled());
    await expect(screen.queryByText("Gotowe! Twój Campus jest otwarty.")).toBeNull();
  },
};

/** While the onboarding loads: placeholders in its shape, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("onboarding")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie wprowadzenia…")).toBeInTheDocument();
    await expect(canvas.getByText("Wczytywanie wprowadzenia…").closest("[aria-busy]")).not.toBeNull();
  },
};

const onboardingDown = outage("onboarding", 500, fixtures.onboarding);

/** The onboarding failed to load: a heading, the message, its toast and a retry by keyboard, which shows the steps. */
export const LoadErrorRetried: Story = {
  parameters: { msw: { handlers: { pages: [onboardingDown.handler] } } },
  beforeEach: () => onboardingDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać wprowadzenia.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania wprowadzenia. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Witaj w Campus" })).toBeVisible();
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    onboardingDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await stepHeading(canvas, "Wybierz program")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Long Polish titles and text wrap; the buttons stay in reach under them. */
export const LongPolishText: Story = {
  parameters: { msw: { handlers: { pages: [answer("onboarding", fixtures.onboardingLongText)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvas, fixtures.onboardingLongText.data.steps[0]?.title ?? "")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Dalej" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The tools launcher of a rank-1 learner (in the top bar on desktop, the bottom bar on phones): the
 * university is locked, says 'rank too low' on focus and has no address; Escape closes the panel.
 */
export const UniversityLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Wybierz program");
    const launchers = canvas.getAllByRole("button", { name: "Aplikacje" });
    const launcher = launchers.find((button) => button.checkVisibility()) ?? launchers[0];
    if (!launcher) throw new Error("No tools launcher is visible.");
    await tabTo(launcher, 40);
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Aplikacje Campus AI" });
    const university = within(panel).getByRole("link", { name: /^Uniwersytet Campus AI/ });
    await expect(university).toHaveAttribute("aria-disabled", "true");
    await expect(university).not.toHaveAttribute("href");
    await tabTo(university, 3);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Zbyt niska ranga");
    // Escape closes the panel and gives focus back to the launcher. (The open panel and its tooltip are shot
    // in the component's own stories: react-aria portals them beside the page, outside its landmarks.) The
    // first Escape closes the tooltip, the second the panel.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await expect(panel).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(launcher).toHaveFocus());
  },
};
