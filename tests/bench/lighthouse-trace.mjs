// What pnpm bench:pages reads from Lighthouse's trace of a load: the element of the largest paint, named from the
// trace's LCP candidates (Lighthouse 12's own "largest contentful paint element" audit failed on Debian's Chromium,
// and 13 folds it into its LCP insight).

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
