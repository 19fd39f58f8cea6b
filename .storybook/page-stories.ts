import { DOCS_PREPARED, STORY_PREPARED } from "storybook/internal/core-events";
import type { API } from "storybook/manager-api";

/** Where the campus's desktop layout begins (theme.css, `--breakpoint-desktop`). */
const desktopBreakpoint = 1300;

/** Page stories (Pages/…) show whole campus screens, whose layout changes at the 1300px breakpoint. */
const isPageStory = (api: API) => {
  const current = api.getCurrentStoryData();
  return current?.type === "story" && current.title.startsWith("Pages/");
};

/**
 * A page story opens full screen (sidebar and addons panel hidden), so a 1440px screen shows the desktop
 * layout at its real width rather than the mobile one squeezed beside the panels; on a narrower screen it
 * opens in the Desktop viewport.
 * These are the designer's own settings, changed the moment a page story opens: the toolbar's full-screen
 * button, the viewport menu and the usual shortcuts change them back. Leaving the pages for a component or a
 * docs page restores what was changed for the page, unless the designer has changed it since.
 */
export function openPagesFullScreen(api: API) {
  let onPages = false;
  let madeFullScreen = false;
  let chosenViewport = false;

  const update = () => {
    const nowOnPages = isPageStory(api);
    if (nowOnPages === onPages) return;
    onPages = nowOnPages;
    if (nowOnPages) {
      if (!api.getIsFullscreen()) {
        api.toggleFullscreen(true);
        madeFullScreen = true;
      }
      // Full screen, a window of 1300px or more already shows the desktop layout at the window's own width; a
      // narrower one gets the Desktop viewport, scrolled sideways, rather than the mobile layout.
      const viewport = api.getGlobals().viewport as { value?: string } | undefined;
      if (!viewport?.value && window.innerWidth < desktopBreakpoint) {
        api.updateGlobals({ viewport: { value: "desktop", isRotated: false } });
        chosenViewport = true;
      }
      return;
    }
    if (madeFullScreen && api.getIsFullscreen()) api.toggleFullscreen(false);
    madeFullScreen = false;
    const viewport = api.getGlobals().viewport as { value?: string } | undefined;
    if (chosenViewport && viewport?.value === "desktop") {
      api.updateGlobals({ viewport: { value: undefined, isRotated: false } });
    }
    chosenViewport = false;
  };

  api.on(STORY_PREPARED, update);
  api.on(DOCS_PREPARED, update);
}
