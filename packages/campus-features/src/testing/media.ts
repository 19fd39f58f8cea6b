// Relative to the page, so a Storybook served from a sub-path (https://host/storybook/) finds the demo's
// media, which .storybook/main.ts copies to api/media beside iframe.html (at the Storybook's root that is
// the address the API serves the media at).
export const media = (file: string) => `api/media/${file}`;

/** One of the demo's six covers; numbers past six start again from the first. */
export const cover = (n: number) => media(`cover-${((n - 1) % 6) + 1}.jpg`);
