import type { Theme } from "@campus/design-system/theme";
import type { StoryContext } from "@storybook/react-vite";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { UNSAFE_PortalProvider as PortalProvider } from "react-aria";

/** The theme toolbar's third choice: the story in the light theme and in high contrast side by side. */
export const bothThemes = "both";

/** The address parameter that marks a preview as the high-contrast twin of a story shown in both themes. */
const twinParameter = "campus-theme-twin";

/**
 * A twin is a whole preview in an iframe inside the story's own preview. Storybook's channel would post every
 * event of the twin's render (rendered, played, failed) to the preview around it, which would take them
 * for its own story's (the same story id); the twin keeps its events to itself. Runs when preview.tsx loads,
 * before the twin's preview sends anything.
 */
export function isolateThemeTwin(): void {
  if (!new URLSearchParams(window.location.search).has(twinParameter)) return;
  (window as unknown as { parent: Pick<Window, "postMessage"> }).parent = { postMessage: () => undefined };
}

const paneLabel: Record<Theme, string> = { light: "Light", "high-contrast": "High contrast" };

/**
 * One theme's half: its own `data-theme`, so the tokens of that theme apply inside, painted with the theme's
 * surface and text. Overlays the story opens (dialogs, drawers, popovers, toasts) are portalled into the
 * pane instead of the page's body, so they take the pane's theme and cover only the pane: the pane is the
 * containing block of their fixed positioning (`transform`), and they fill it.
 */
function ThemePane({ theme, padded, children }: { theme: Theme; padded: boolean; children: ReactNode }) {
  // Created with the pane, so an overlay open from the first render (a dialog open by default) has its place.
  const [overlays] = useState(() => document.createElement("div"));
  return (
    <section
      data-theme={theme}
      data-theme-pane={theme}
      aria-label={paneLabel[theme]}
      className="relative flex min-h-80 min-w-0 flex-col overflow-hidden bg-surface text-fg [transform:translateZ(0)]"
    >
      <p className="border-b border-border px-4 py-1 text-caption font-semibold text-fg-muted">{paneLabel[theme]}</p>
      <div className={padded ? "min-h-0 flex-1 p-4" : "min-h-0 flex-1"}>
        <PortalProvider getContainer={() => overlays}>{children}</PortalProvider>
      </div>
      <div ref={(pane) => pane?.append(overlays)} />
    </section>
  );
}

/**
 * Side by side for components, one above the other for whole pages (`layout: "fullscreen"`), which need the
 * full width to show the layout of that width.
 */
function Panes({ fullscreen, children }: { fullscreen: boolean; children: ReactNode }) {
  return (
    <div className={fullscreen ? "grid grid-cols-1" : "grid grid-cols-1 gap-4 sm:grid-cols-2"} data-both-themes="">
      {children}
    </div>
  );
}

/**
 * The story in high contrast as its own preview in an iframe, with its play function run there: a story
 * whose play function opens a dialog or fills a form shows the same state in both panes, and its queries
 * find one copy of the story in each document. Args changed from the controls reach it through its channel.
 */
function HighContrastTwin({ context }: { context: StoryContext }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const locale = typeof context.globals.locale === "string" ? context.globals.locale : "";
  const source = `iframe.html?id=${encodeURIComponent(context.id)}&viewMode=story&${twinParameter}=1&globals=theme:high-contrast${locale ? `;locale:${locale}` : ""}`;

  // The twin grows with its story (a list that loads, an accordion the play function opens).
  useEffect(() => {
    const twin = frame.current?.contentWindow;
    if (!loaded || !twin) return;
    const root = twin.document.getElementById("storybook-root");
    if (!root) return;
    const measure = () => {
      const padding = Number.parseFloat(twin.getComputedStyle(twin.document.body).paddingBottom) || 0;
      setHeight(Math.ceil(root.getBoundingClientRect().bottom + padding));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    measure();
    return () => observer.disconnect();
  }, [loaded]);

  // Args changed in the controls panel, sent as changes to the story's own args.
  const changedArgs = Object.fromEntries(
    Object.entries(context.args).filter(([name, value]) => value !== context.initialArgs[name]),
  );
  const changedKey = JSON.stringify(changedArgs);
  const sent = useRef("{}");
  useEffect(() => {
    const channel = (frame.current?.contentWindow as { __STORYBOOK_ADDONS_CHANNEL__?: ChannelLike } | null)
      ?.__STORYBOOK_ADDONS_CHANNEL__;
    if (!loaded || !channel || changedKey === sent.current) return;
    // Back to the story's args first, so an arg reset in the controls panel is reset in the twin too.
    if (sent.current !== "{}") channel.emit("resetStoryArgs", { storyId: context.id });
    if (changedKey !== "{}")
      channel.emit("updateStoryArgs", { storyId: context.id, updatedArgs: JSON.parse(changedKey) });
    sent.current = changedKey;
  }, [loaded, changedKey, context.id]);

  return (
    <iframe
      ref={frame}
      src={source}
      title={`${context.title} ${context.name}, high contrast`}
      onLoad={() => setLoaded(true)}
      className="block w-full border-0"
      style={{ height: Math.max(height, 320) }}
    />
  );
}

type ChannelLike = { emit(event: string, payload: unknown): void };

/**
 * The story in both themes. In a docs page, where play functions do not run, both panes render the story
 * here. On a story's own canvas the light pane is the story itself (its play function runs on it, as
 * always) and the high-contrast pane is its twin preview.
 */
export function BothThemes({ context, Story }: { context: StoryContext; Story: ComponentType }) {
  const fullscreen = context.parameters.layout === "fullscreen";
  return (
    <Panes fullscreen={fullscreen}>
      {/* Padded on a story's canvas as its twin's own page is; a docs page pads its canvas itself. */}
      <ThemePane theme="light" padded={!fullscreen && context.viewMode !== "docs"}>
        <Story />
      </ThemePane>
      <ThemePane theme="high-contrast" padded={false}>
        {context.viewMode === "docs" ? <Story /> : <HighContrastTwin context={context} />}
      </ThemePane>
    </Panes>
  );
}
