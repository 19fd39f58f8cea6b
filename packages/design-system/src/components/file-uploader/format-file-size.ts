const bytesPerKilobyte = 1024;
const bytesPerMegabyte = 1024 * 1024;

/**
 * The size of a file in the user's locale ("2,4 MB" in Polish), in kilobytes below a megabyte. Units come
 * from `Intl`, so no text needs translating.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= bytesPerMegabyte;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / bytesPerMegabyte : Math.max(bytes / bytesPerKilobyte, bytes > 0 ? 0.1 : 0));
}
