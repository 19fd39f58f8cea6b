// The parts of a locale file (apps/campus/build/locale-parts.ts cuts them at build time): the frame's strings, the password pages', the staff console's and the campus's.
declare module "@campus/locales/*.json?part=frame" {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module "@campus/locales/*.json?part=password" {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module "@campus/locales/*.json?part=staff" {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module "@campus/locales/*.json?part=campus" {
  const strings: Record<string, unknown>;
  export default strings;
}
