import { createToastQueue } from "@campus/design-system";
import { describe, expect, it } from "vitest";
import { createToasts } from "./toasts";

describe("the campus's toasts", () => {
  it("show a message once: the same one again replaces it rather than stacking", () => {
    const toasts = createToasts(createToastQueue());
    const first = toasts.error("Wystąpił błąd podczas wczytywania lekcji.");
    const second = toasts.error("Wystąpił błąd podczas wczytywania lekcji.");
    expect(second).not.toBe(first);
    expect(toasts.queue.visibleToasts.map((toast) => toast.key)).toEqual([second]);
  });

  it("stack different messages, the same words in another variant, and toasts that offer an action", () => {
    const toasts = createToasts(createToastQueue());
    toasts.error("Nie udało się zapisać.");
    toasts.success("Nie udało się zapisać.");
    toasts.error("Nie udało się zapisać.", "Spróbuj ponownie.");
    const undo = { label: "Cofnij", onAction: () => undefined };
    toasts.success("Usunięto prompt", undefined, { action: undo });
    toasts.success("Usunięto prompt", undefined, { action: undo });
    expect(toasts.queue.visibleToasts).toHaveLength(5);
  });
});
