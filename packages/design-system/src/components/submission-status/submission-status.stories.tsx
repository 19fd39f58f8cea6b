import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Button } from "../button/button";
import { SubmissionStatus } from "./submission-status";

const meta = {
  title: "Components/SubmissionStatus",
  component: SubmissionStatus,
  args: {
    status: "pending",
    statusLabel: "Oczekuje na ocenę",
    description: "Twoja praca została wysłana. Ocena trwa do 3 dni roboczych.",
    submittedAt: "Wysłano 21 listopada 2026",
  },
  argTypes: {
    status: { control: "inline-radio", options: ["pending", "approved", "rejected"] },
    action: { control: false },
  },
} satisfies Meta<typeof SubmissionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Oczekuje na ocenę" })).toBeVisible();
  },
};

export const Approved: Story = {
  args: {
    status: "approved",
    statusLabel: "Zaakceptowana",
    description: "Gratulacje! Kurs jest ukończony.",
    feedbackLabel: "Informacja od recenzenta",
    feedback: "Świetna analiza przypadku i jasne wnioski. Dobrze dobrane narzędzia.",
  },
};

export const RejectedWithFeedback: Story = {
  args: {
    status: "rejected",
    statusLabel: "Odrzucona",
    description: "Popraw pracę zgodnie z uwagami i wyślij ją ponownie.",
    feedbackLabel: "Informacja od recenzenta",
    feedback: "Brakuje linku do prezentacji.\nOpisz też, jak zmierzysz efekty wdrożenia.",
    action: (
      <Button variant="secondary" onPress={fn()}>
        Popraw pracę
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Brakuje linku do prezentacji/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Popraw pracę" })).toHaveFocus();
  },
};

export const English: Story = {
  args: {
    status: "rejected",
    statusLabel: "Rejected",
    description: "Correct your work following the feedback and send it again.",
    submittedAt: "Sent on 21 November 2026",
    feedbackLabel: "Reviewer feedback",
    feedback: "The presentation link is missing.",
  },
};

export const LongPolishText: Story = {
  args: {
    status: "rejected",
    statusLabel: "Odrzucona, wymaga poprawy przed ponownym wysłaniem",
    description:
      "Recenzent przeczytał Twoją pracę końcową i poprosił o uzupełnienia. Po poprawieniu wyślij ją ponownie: ocena potrwa do 3 dni roboczych.",
    feedbackLabel: "Informacja od recenzenta",
    feedback:
      "Zadanie wymagało porównania co najmniej trzech narzędzi do automatyzacji obsługi klienta, a w pracy omówiono tylko jedno. Dodaj zestawienie kosztów wdrożenia i opisz ryzyka związane z ochroną danych osobowych.",
  },
};

export const NarrowWidth: Story = {
  args: RejectedWithFeedback.args,
  decorators: [storyWidth(300)],
};
