const bytesPerKilobyte = 1024;
const bytesPerMegabyte = 1024 * 1024;

/**
 * The size of a file in the user's locale: "2,4 MB" in Polish, kilobytes below a megabyte, and below a kilobyte the
 * bytes named in full ("38 bajtów", "1 byte"), because the short form has no plural ("38 byte" in English) and a
 * tiny file is not "0,1 kB". Units come from `Intl`, so no text needs translating.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < bytesPerKilobyte) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "byte", unitDisplay: "long" }).format(bytes);
  }
  const megabytes = bytes >= bytesPerMegabyte;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / bytesPerMegabyte : bytes / bytesPerKilobyte);
}
