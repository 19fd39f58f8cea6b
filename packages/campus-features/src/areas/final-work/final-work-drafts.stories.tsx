import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { memoryDrafts } from "../../session";
import { campusHandlers, pageParameters, renderCampus } from "../../testing";
import * as fx from "../../testing/final-work-fixtures";
import { DRAFT_SAVED_AT, draftsUnreachable, finalWorkHandlers } from "../../testing/final-work-handlers";
import { screen } from "../../testing/play";
import { FinalWorkPage } from "./final-work-page";
import { finalWorkPaths } from "./final-work-steps";
import { loadTextEditor } from "./lazy-text-editor";

/** The page with an empty device (drafts in memory): what it shows comes from the story's server. */
function PageOnNewDevice() {
  const [drafts] = useState(() => memoryDrafts());
  return <FinalWorkPage drafts={drafts} />;
}

/**
 * The unsent answer kept on the server as well as on the device (issue 18): saved there a couple of seconds
 * after each change, restored on another device, and kept on the device with a plain "offline" when the server
 * cannot be reached.
 */
const meta = {
  title: "Pages/CourseFinalWorkDrafts",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  // The editor loads apart from the page; loaded first, so no shot catches its placeholder.
  loaders: [() => loadTextEditor().then(() => ({}))],
  render: renderCampus({
    path: "/course-final-work/c-final-single",
    pages: finalWorkPaths.map((path) => ({ path, element: <PageOnNewDevice /> })),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withPages = (...handlers: ReturnType<typeof finalWorkHandlers>) => ({
  msw: { handlers: { pages: [...handlers, ...campusHandlers().pages] } },
});

const status = () => screen.getByTestId("draft-status");
const region = () => document.querySelector("[aria-live=polite].sr-only");
const editor = () => screen.findByRole("textbox", { name: "Tekst odpowiedzi" }, { timeout: 5000 });

async function openSingleTask() {
  await screen.findByRole("heading", { level: 2, name: "O pracy końcowej" });
  await userEvent.click(screen.getByRole("button", { name: "Przejdź do zadania" }));
  await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Opisz swój projekt" })).toHaveFocus());
}

async function write(text: string) {
  await userEvent.click(await editor());
  await userEvent.keyboard(text);
}

/** The draft's status settles (the server's save comes two seconds after the last change). */
const settles = (state: string) =>
  waitFor(() => expect(status()).toHaveAttribute("data-status", state), { timeout: 6000 });

/**
 * Offline: the server cannot be reached, so the answer is kept on this device and the status says so, politely
 * announced, and a warning toast says it once (nothing failed); it is saved on the server once the connection
 * returns.
 */
export const Offline: Story = {
  parameters: withPages(...draftsUnreachable(), ...finalWorkHandlers(fx.examSingle)),
  play: async () => {
    await openSingleTask();
    await write("Piszę w pociągu, bez zasięgu.");
    await settles("offline");
    await expect(status()).toHaveTextContent("Offline: zachowano na tym urządzeniu");
    await expect(region()).toHaveTextContent("Offline: zachowano na tym urządzeniu");
    const warning = await screen.findByText("Brak połączenia: odpowiedź jest zapisana tylko na tym urządzeniu.");
    await expect(warning.closest("[data-variant]")).toHaveAttribute("data-variant", "warning");
    // Writing goes on: nothing typed is lost.
    await expect(await editor()).toHaveTextContent("Piszę w pociągu, bez zasięgu.");
  },
};

/**
 * Opened on another device (here, an empty one): the unsent answer saved on the server is back, text and link,
 * and the files chosen on the first device are named, to be added here again before sending.
 */
export const RestoredFromAnotherDevice: Story = {
  parameters: withPages(
    ...finalWorkHandlers(fx.examSingle, {
      "c-final-single-task1": {
        examTaskId: "c-final-single-task1",
        text: "<p>Mój asystent odpowiada klientom sklepu na pytania o zwroty i reklamacje.</p>",
        links: ["https://youtu.be/dQw4w9WgXcQ"],
        files: [{ name: "prezentacja.pptx", mimeType: "application/octet-stream", size: 52_000 }],
        updatedAt: DRAFT_SAVED_AT,
      },
    }),
  ),
  play: async () => {
    await openSingleTask();
    const restored = "Przywrócono niewysłaną odpowiedź zapisaną na Twoim koncie";
    await waitFor(() => expect(status()).toHaveTextContent(restored));
    await expect(region()).toHaveTextContent(restored);
    await expect(await editor()).toHaveTextContent("Mój asystent odpowiada klientom sklepu na pytania o zwroty");
    await expect(screen.getByRole("textbox", { name: /^Link 1/ })).toHaveValue("https://youtu.be/dQw4w9WgXcQ");
    await expect(
      screen.getByText("Pliki wybrane na innym urządzeniu: prezentacja.pptx. Dodaj je tutaj, aby je wysłać."),
    ).toBeVisible();
  },
};
