// Debian's Chromium, which every browser test drives: the story checks and the end-to-end journeys. No test
// tool downloads a browser of its own; CHROMIUM_PATH points at another Chromium binary.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launch flags that work on the campus's machines: as root without a sandbox, no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
