import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TestResult, type TestResultProps } from "./test-result";
import { isTestPassed, testPercentage } from "./test-score";

describe("test score", () => {
  it("rounds the percentage and handles an empty test", () => {
    expect(testPercentage(2, 3)).toBe(67);
    expect(testPercentage(0, 0)).toBe(0);
  });

  it("passes at the threshold and not just under it", () => {
    expect(isTestPassed(7, 10, 70)).toBe(true);
    expect(isTestPassed(139, 200, 70)).toBe(false);
    expect(isTestPassed(0, 0, 0)).toBe(false);
  });

  it("compares the exact fraction, neither rounded nor divided", () => {
    expect(isTestPassed(2, 3, 67)).toBe(false);
    expect(isTestPassed(29, 50, 58)).toBe(true);
    expect(isTestPassed(57, 100, 57)).toBe(true);
  });
});

function renderResult(props: Partial<TestResultProps>) {
  const handlers = { onDownloadCertificate: vi.fn(), onFinishCourse: vi.fn(), onRetake: vi.fn() };
  render(
    <TestResult
      title="Wynik testu"
      correctCount={8}
      total={10}
      percentageToPass={70}
      formatScore={(correct, total) => `Poprawne odpowiedzi: ${correct} z ${total}`}
      formatPercentage={(percentage) => `${percentage}%`}
      formatThreshold={(percentage) => `Próg zaliczenia: ${percentage}%`}
      scoreLabel="Wynik procentowy"
      passedLabel="Test zaliczony"
      failedLabel="Test niezaliczony"
      downloadCertificateLabel="Pobierz certyfikat"
      finishCourseLabel="Zakończ kurs"
      retakeLabel="Podejdź ponownie"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe("TestResult", () => {
  it("shows score, percentage and threshold", () => {
    renderResult({});
    expect(screen.getByRole("region", { name: "Wynik testu" })).toBeInTheDocument();
    expect(screen.getByText("Poprawne odpowiedzi: 8 z 10")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Wynik procentowy" })).toHaveAttribute("aria-valuetext", "80%");
    expect(screen.getByText("Próg zaliczenia: 70%")).toBeInTheDocument();
    expect(screen.getByText("Test zaliczony")).toBeInTheDocument();
  });

  it("offers the certificate when passed with one", async () => {
    const { onDownloadCertificate } = renderResult({ hasCertificate: true });
    await userEvent.click(screen.getByRole("button", { name: "Pobierz certyfikat" }));
    expect(onDownloadCertificate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Zakończ kurs" })).toBeNull();
  });

  it("refuses a second download while the certificate is pending", async () => {
    const { onDownloadCertificate } = renderResult({ hasCertificate: true, isCertificatePending: true });
    await userEvent.click(screen.getByRole("button", { name: "Pobierz certyfikat" }));
    expect(onDownloadCertificate).not.toHaveBeenCalled();
  });

  it("finishes the course when passed without a certificate", async () => {
    const { onFinishCourse } = renderResult({});
    await userEvent.click(screen.getByRole("button", { name: "Zakończ kurs" }));
    expect(onFinishCourse).toHaveBeenCalledTimes(1);
  });

  it("offers a retake when failed", async () => {
    const { onRetake } = renderResult({ correctCount: 5, hasCertificate: true });
    expect(screen.getByText("Test niezaliczony")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pobierz certyfikat" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Podejdź ponownie" }));
    expect(onRetake).toHaveBeenCalledTimes(1);
  });
});
