import type { RefusalCode } from "@campus/contract";

type LinkRefusal = Extract<
  RefusalCode,
  "invalidUrl" | "youtubeNotVideo" | "vimeoNotVideo" | "driveNotFile" | "onedriveNotFile" | "otherService"
>;

/** What a refused link is told, in English for clients other than the campus (which says it from the code). */
export const linkMessages: Record<LinkRefusal, string> = {
  invalidUrl: "Invalid URL address",
  youtubeNotVideo: "This YouTube link does not point to a video.",
  vimeoNotVideo: "This Vimeo link does not point to a video.",
  driveNotFile: "This Google Drive link does not point to a file or folder.",
  onedriveNotFile: "This OneDrive link does not point to a file.",
  otherService: "Use a YouTube, Vimeo, Google Drive or OneDrive link.",
};

/** Why a final-work link is refused, or null when it is a YouTube, Vimeo, Google Drive or OneDrive address of a video or file. */
export function linkError(link: string): LinkRefusal | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return "invalidUrl";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "invalidUrl";
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const path = url.pathname;
  if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") {
    const id =
      host === "youtu.be"
        ? path.slice(1).split("/")[0]
        : (url.searchParams.get("v") ?? path.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]);
    return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? null : "youtubeNotVideo";
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    return /\/\d{6,}(\/|$)/.test(path) ? null : "vimeoNotVideo";
  }
  if (host === "drive.google.com" || host === "docs.google.com") {
    const ok =
      /\/(?:file|document|presentation|spreadsheets)\/d\/[A-Za-z0-9_-]{10,}/.test(path) ||
      /\/drive\/(?:u\/\d+\/)?folders\/[A-Za-z0-9_-]{10,}/.test(path) ||
      /^[A-Za-z0-9_-]{10,}$/.test(url.searchParams.get("id") ?? "");
    return ok ? null : "driveNotFile";
  }
  if (host === "1drv.ms") return path.length > 3 ? null : "onedriveNotFile";
  if (host === "onedrive.live.com") {
    return url.searchParams.has("resid") ||
      url.searchParams.has("id") ||
      url.searchParams.has("cid") ||
      path.startsWith("/redir") ||
      path.startsWith("/embed")
      ? null
      : "onedriveNotFile";
  }
  if (host.endsWith(".sharepoint.com")) return path.length > 3 ? null : "onedriveNotFile";
  return "otherService";
}
