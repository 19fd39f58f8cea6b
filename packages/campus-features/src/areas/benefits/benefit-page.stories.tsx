import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../shell";
import { answer, campusHandlers, fixtures, outage, pageParameters, pending, renderCampus } from "../../testing";
import * as benefits from "../../testing/benefits-fixtures";
import { benefitsHandlers } from "../../testing/benefits-handlers";
import { callsTo, screen } from "../../testing/play";
import { BenefitPage } from "./benefit-page";

const pages = [
  {
    handle: { requires: "accessToBenefits" },
    element: <RequireAccess />,
    children: [{ path: "/benefit/:id", element: <BenefitPage /> }],
  },
];

const withPages = (...handlers: ReturnType<typeof pending>[]) => ({
  msw: { handlers: { pages: [...handlers, ...benefitsHandlers(), ...campusHandlers().pages] } },
});

const meta = {
  title: "Pages/Benefit",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), pages: [...benefitsHandlers(), ...campusHandlers().pages] } },
  },
  render: renderCampus({ path: "/benefit/pa-cloudnest", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A partner's offer: what the learner gets, the code (copied with one press, a toast says so), how to use
 * it and the partner's site in a new tab; what the partner does beside it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "CloudNest" })).toBeVisible();
    await expect(document.title).toBe("CloudNest – Campus AI");
    const offer = canvas.getByRole("region", { name: "Twoja korzyść" });
    await expect(within(offer).getByText("10% zniżki dla słuchaczy")).toBeVisible();
    await expect(within(offer).getByText("CAMPUS10")).toBeVisible();
    await expect(within(offer).getByRole("heading", { name: "Jak skorzystać" })).toBeVisible();
    const visit = within(offer).getByRole("link", { name: /Przejdź do strony CloudNest/ });
    await expect(visit).toHaveAttribute("href", "https://example.com/partners/cloudnest");
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAccessibleName("Przejdź do strony CloudNest (otwiera się w nowej karcie)");
    await expect(canvas.getByRole("region", { name: "O partnerze CloudNest" })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Ścieżka nawigacji" })).toBeVisible();
    await waitFor(() => expect(canvas.getByText("Oprogramowanie")).toBeVisible());
  },
};

/** A clipboard the story controls: Chromium under test asks for a permission nobody grants. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  // The browser's own clipboard (on Navigator's prototype) shows through again.
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const copied: string[] = [];

/** Copying the code: on the clipboard, and a toast says which code. */
export const CodeCopied: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(async (text) => {
      copied.push(text);
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Kopiuj kod" }));
    await expect(await within(document.body).findByText("Skopiowano kod CAMPUS10")).toBeVisible();
    await expect(copied).toEqual(["CAMPUS10"]);
  },
};

/** A browser that refuses the clipboard: the toast says to copy the code by hand, and it stays on screen. */
export const CodeNotCopied: Story = {
  beforeEach: () =>
    stubClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Kopiuj kod" }));
    await expect(
      await within(document.body).findByText("Nie udało się skopiować kodu. Zaznacz go i skopiuj ręcznie."),
    ).toBeVisible();
    await expect(canvas.getByText("CAMPUS10")).toBeVisible();
  },
};

/** An offer without a code: no code block, the how-to-use and the link say what to do. */
export const WithoutCode: Story = {
  render: renderCampus({ path: "/benefit/pa-learnhub", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "LearnHub" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Kopiuj kod" })).toBeNull();
    await expect(canvas.getByText(/zaloguj się tym samym adresem e-mail/)).toBeVisible();
  },
};

/** While the partner loads: the page's shape, announced once. */
export const Loading: Story = {
  parameters: withPages(pending("partner")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie oferty partnera…")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Benefit partnera" })).toBeInTheDocument();
  },
};

const partnerDown = outage("partner", 500, { partner: benefits.partners[0] });

/** The partner failed to load: said so in the page and a toast (SPEC section 8), and the retry shows the offer. */
export const LoadErrorRetried: Story = {
  parameters: withPages(partnerDown.handler),
  beforeEach: () => partnerDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać oferty partnera.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania oferty partnera. Spróbuj ponownie."),
    ).toBeVisible();
    partnerDown.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "CloudNest" })).toBeVisible();
  },
};

/** Everything as long as Polish gets: the name, the benefit, a long code and the how-to-use wrap. */
export const LongPolishText: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [answer("partner", { partner: benefits.longPolishPartner }), answer("filters", fixtures.filterOptions)],
      },
    },
  },
  render: renderCampus({ path: "/benefit/pa-long", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "Stowarzyszenie Wdrożeń Sztucznej Inteligencji w Przedsiębiorstwach",
      }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without the organization's benefits, a partner's address says they are not in its plan and asks for nothing. */
export const WithoutBenefits: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(fixtures.learner, fixtures.noAccess) }),
        pages: [...benefitsHandlers(), ...campusHandlers().pages],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" }),
    ).toBeVisible();
    await expect(callsTo("partner")).toHaveLength(0);
  },
};
