/**
 * The name the certificate is saved under: what it is, the course and the day, e.g.
 * `Certyfikat – Wprowadzenie do AI – 2026-11-25.png`. Characters no file system takes become spaces.
 */
export function certificateFileName(label: string): string {
  const safe = label
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return `${safe || "certificate"}.png`;
}

/** The local calendar day as `YYYY-MM-DD`, which sorts and reads the same in both languages. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
