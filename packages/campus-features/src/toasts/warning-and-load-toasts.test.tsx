import { createToastQueue } from "@campus/design-system";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { createCampusI18n, I18nextProvider } from "../i18n";
import { explainedByPage } from "./explained-by-page";
import { createToasts, ToastsProvider } from "./toasts";
import { useLoadErrorToast } from "./use-load-error-toast";
import { useWarningToast } from "./use-warning-toast";

/** A campus's toasts, and the variant and title of every toast shown, in order. */
function campusToasts() {
  const toasts = createToasts(createToastQueue());
  const shown: string[] = [];
  for (const variant of ["success", "error", "warning"] as const) {
    const show = toasts[variant];
    toasts[variant] = (title, ...rest) => {
      shown.push(`${variant}: ${title}`);
      return show(title, ...rest);
    };
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createCampusI18n("pl", { storage: undefined })}>
      <ToastsProvider toasts={toasts}>{children}</ToastsProvider>
    </I18nextProvider>
  );
  return { shown, wrapper };
}

const serverDown = () => new ApiError("modules", 500, "Something went wrong.");

describe("useLoadErrorToast on a page that explains the rest itself", () => {
  it("says a failure once: a retry that fails the same way does not say it again; a new failure after data does", () => {
    const { shown, wrapper } = campusToasts();
    const { rerender } = renderHook(
      ({ error, hasData }: { error: unknown; hasData: boolean }) =>
        useLoadErrorToast(error, hasData, "programs.list.loadErrorToast", explainedByPage),
      { wrapper, initialProps: { error: serverDown() as unknown, hasData: false } },
    );
    rerender({ error: serverDown(), hasData: false });
    rerender({ error: serverDown(), hasData: false });
    expect(shown).toEqual(["error: Wystąpił błąd podczas wczytywania programów. Spróbuj ponownie."]);
    rerender({ error: undefined, hasData: true });
    rerender({ error: serverDown(), hasData: false });
    expect(shown).toHaveLength(2);
  });

  it("leaves a refusal, a language and 'too many calls' to the page", () => {
    const { shown, wrapper } = campusToasts();
    for (const status of [403, 404, 406, 429]) {
      renderHook(
        () =>
          useLoadErrorToast(new ApiError("modules", status, "refused"), false, "home.loadErrorToast", explainedByPage),
        { wrapper },
      );
    }
    expect(shown).toEqual([]);
  });
});

describe("useWarningToast", () => {
  it("warns once while the situation lasts, however its state flickers, and again after it ended", () => {
    const { shown, wrapper } = campusToasts();
    const { rerender } = renderHook(
      ({ status }: { status: string }) =>
        useWarningToast(status === "offline", status === "synced", "finalWork.draft.offlineToast"),
      { wrapper, initialProps: { status: "saving" } },
    );
    for (const status of ["offline", "saving", "offline", "saving", "offline"]) rerender({ status });
    expect(shown).toEqual(["warning: Brak połączenia: odpowiedź jest zapisana tylko na tym urządzeniu."]);
    for (const status of ["synced", "saving", "offline"]) rerender({ status });
    expect(shown).toHaveLength(2);
  });
});
