/** `filename` in ASCII for old clients and `filename*` with the exact name in UTF-8 (RFC 6266, RFC 5987). */
const fileNames = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 5987's value may not hold (' ends its charset part).
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** A Content-Disposition that downloads the answer under `name`, so a Polish course title survives. */
export function attachment(name: string) {
  return `attachment; ${fileNames(name)}`;
}

/** A Content-Disposition that shows the answer in place (an image, a PDF in a frame), named `name` if saved. */
export function inline(name: string) {
  return `inline; ${fileNames(name)}`;
}
