/** A tiny inline portrait for stories and tests: no network, the same pixels every run. */
export const samplePortrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f3c9a8"/><circle cx="32" cy="26" r="12" fill="#7a4a2a"/><circle cx="32" cy="28" r="10" fill="#f7dcc4"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#2f6f8f"/><path d="M21 24c0-9 5-14 11-14s11 5 11 14c-3-5-7-7-11-7s-8 2-11 7z" fill="#7a4a2a"/></svg>`,
)}`;
