import { useEffect } from "react";

/**
 * react-aria-components' Button says a focused button went busy, or is done, through its live region: an entry
 * with role=img and aria-labelledby pointing at the button, kept about 7 s. A button removed meanwhile (its
 * request succeeded and the page moved on) leaves that entry pointing at nothing, an unnamed image to a screen
 * reader and an axe violation (role-img-alt). So the button takes its entries with it: what they would say
 * is about a button that is gone.
 */
export function useAnnouncementsLeaveWithButton(buttonId: string) {
  useEffect(
    () => () => {
      for (const entry of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
        if (entry.getAttribute("aria-labelledby")?.split(/\s+/).includes(buttonId)) entry.remove();
      }
    },
    [buttonId],
  );
}
