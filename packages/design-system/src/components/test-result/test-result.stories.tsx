import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TestResult } from "./test-result";

const meta = {
  title: "Components/TestResult",
  component: TestResult,
  args: {
    title: "Wynik testu",
    correctCount: 8,
    total: 10,
    percentageToPass: 70,
    formatScore: (correct: number, total: number) => `Poprawne odpowiedzi: ${correct} z ${total}`,
    formatPercentage: (percentage: number) => `${percentage}%`,
    formatThreshold: (percentage: number) => `Próg zaliczenia: ${percentage}%`,
    scoreLabel: "Wynik procentowy",
    passedLabel: "Test zaliczony",
    failedLabel: "Test niezaliczony",
    passedMessage: "Gratulacje! Ukończyłeś kurs.",
    failedMessage: "Możesz podejść do testu ponownie, bez limitu prób.",
    hasCertificate: true,
    downloadCertificateLabel: "Pobierz certyfikat",
    finishCourseLabel: "Zakończ kurs",
    retakeLabel: "Podejdź ponownie",
    onDownloadCertificate: fn(),
    onFinishCourse: fn(),
    onRetake: fn(),
  },
  argTypes: {
    formatScore: { control: false },
    formatPercentage: { control: false },
    formatThreshold: { control: false },
  },
  render: (args) => (
    <div className="max-w-md p-4">
      <TestResult {...args} />
    </div>
  ),
} satisfies Meta<typeof TestResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Passed, and the course gives a certificate: download it (by keyboard here). */
export const PassedWithCertificate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Test zaliczony")).toBeVisible();
    await userEvent.tab();
    const download = canvas.getByRole("button", { name: "Pobierz certyfikat" });
    await expect(download).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onDownloadCertificate).toHaveBeenCalledTimes(1);
  },
};

/** The certificate is being generated. */
export const CertificatePending: Story = {
  args: { isCertificatePending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pobierz certyfikat" }));
    await expect(args.onDownloadCertificate).not.toHaveBeenCalled();
  },
};

/** Passed, no certificate: finishing the course is the next step. */
export const PassedWithoutCertificate: Story = {
  args: { hasCertificate: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Zakończ kurs" }));
    await expect(args.onFinishCourse).toHaveBeenCalledTimes(1);
  },
};

/** Exactly at the threshold passes. */
export const PassedAtThreshold: Story = { args: { correctCount: 7, hasCertificate: false } };

/** Under the threshold: retake. */
export const Failed: Story = {
  args: { correctCount: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Test niezaliczony")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Podejdź ponownie" }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Wynik testu końcowego z modułu „Sztuczna inteligencja w pracy zespołu sprzedażowego”",
    correctCount: 31,
    total: 40,
    percentageToPass: 80,
    formatScore: (correct: number, total: number) =>
      `Udzieliłeś poprawnych odpowiedzi na ${correct} spośród wszystkich ${total} pytań testu`,
    formatThreshold: (percentage: number) =>
      `Do zaliczenia potrzebujesz co najmniej ${percentage}% poprawnych odpowiedzi`,
    failedLabel: "Tym razem test nie został zaliczony",
    failedMessage:
      "Nie martw się — możesz podejść do testu ponownie tyle razy, ile potrzebujesz. Przed kolejną próbą przejrzyj jeszcze raz lekcje z tego modułu.",
    retakeLabel: "Rozwiąż test jeszcze raz od początku",
  },
};
