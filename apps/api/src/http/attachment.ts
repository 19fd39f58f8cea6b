/**
 * A Content-Disposition that downloads the answer under `name`: an ASCII fallback for old clients and the exact
 * name in UTF-8 (RFC 6266), so a Polish course title survives.
 */
export function attachment(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
