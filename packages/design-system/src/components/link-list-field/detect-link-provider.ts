/** The hosts a final work may link to. */
export type LinkProvider = "youtube" | "vimeo" | "google-drive" | "onedrive";

/** Brand names are the same in every language, so they serve as the default labels of the providers. */
export const linkProviderNames: Record<LinkProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  "google-drive": "Google Drive",
  onedrive: "OneDrive",
};

function isHostOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Tells which allowed provider a link points to, or `null` for any other address. Only http(s) links count,
 * and hosts are matched whole (so `youtube.com.evil.example` is not YouTube). Google Drive covers both
 * drive.google.com and docs.google.com (Docs, Sheets, Slides live in Drive); OneDrive covers the personal
 * site, the 1drv.ms short links and SharePoint, where business OneDrive files live.
 */
export function detectLinkProvider(url: string): LinkProvider | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");

  if (
    host === "youtu.be" ||
    isHostOrSubdomain(host, "youtube.com") ||
    isHostOrSubdomain(host, "youtube-nocookie.com")
  ) {
    return "youtube";
  }
  if (isHostOrSubdomain(host, "vimeo.com")) return "vimeo";
  if (host === "drive.google.com" || host === "docs.google.com") return "google-drive";
  if (
    isHostOrSubdomain(host, "onedrive.live.com") ||
    host === "1drv.ms" ||
    isHostOrSubdomain(host, "sharepoint.com") ||
    host === "onedrive.com"
  ) {
    return "onedrive";
  }
  return null;
}
