// What pnpm bench:pages reads from Lighthouse's trace of a load, and what it can leave out of that trace.
// Lighthouse 12.2.3's own "largest contentful paint element" audit fails on Debian's Chromium (its trace
// engine's root-cause step), so the bench names the element from the trace's LCP candidates itself.

import Trace from "lighthouse/core/gather/gatherers/trace.js";

/**
 * The largest paint of the unthrottled load: what it was (`image` or `text`), the element (its tag and first
 * classes) and, for an image, its address without the origin. This is what the simulated LCP waits for: an image
 * asked for only once the page has rendered adds its own round trip after every script.
 */
export function largestPaint(trace) {
  const events = trace?.traceEvents ?? [];
  const candidates = events.filter(
    (event) => event.name === "largestContentfulPaint::Candidate" && event.args?.data?.isOutermostMainFrame,
  );
  const last = candidates.at(-1)?.args.data;
  if (!last) return undefined;
  const [tag = "?", classes = ""] = /^(\w+)(?: class='([^']*)')?/.exec(last.nodeName ?? "")?.slice(1) ?? [];
  const element = [tag.toLowerCase(), ...classes.split(/\s+/).filter(Boolean).slice(0, 2)].join(".");
  if (last.type !== "image") return { type: last.type, element };
  const image = events.findLast(
    (event) => event.name === "LargestImagePaint::Candidate" && event.args?.data?.DOMNodeId === last.nodeId,
  )?.args.data.imageUrl;
  const address = image?.startsWith("data:") ? "data: URL" : image && new URL(image).pathname;
  return { type: "image", element, ...(address ? { address } : {}) };
}

/** The category Lighthouse traces for its layout shifts' root causes. */
const INVALIDATION_TRACKING = "disabled-by-default-devtools.timeline.invalidationTracking";

/**
 * Leaves the invalidation tracking out of Lighthouse's trace, for `--lean-trace`. Lighthouse records it for the
 * root causes of layout shifts; with it, Chromium takes a JavaScript stack for every layout object a script
 * removes, so a page that swaps its placeholders for content spends two to three times longer in that task (the
 * tools page putting its cards in place of 165 placeholder elements: 49-78 ms, and 17-26 ms without the category,
 * before the simulated 4x slowdown).
 * CLS itself does not need it. Throws when the pinned Lighthouse no longer traces that category.
 */
export function leaveOutInvalidationTracking() {
  const categories = Trace.getDefaultTraceCategories.bind(Trace);
  if (!categories().includes(INVALIDATION_TRACKING)) {
    throw new Error(`Lighthouse no longer traces ${INVALIDATION_TRACKING}: --lean-trace has nothing to leave out.`);
  }
  Trace.getDefaultTraceCategories = () => categories().filter((category) => category !== INVALIDATION_TRACKING);
}
