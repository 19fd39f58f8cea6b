import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What importing the design system's react-aria asks of Intl, in a fresh Node process (run from the design
 * system, where its dependencies resolve): a page's first date or number formatter loads the browser's data for
 * it, tens of milliseconds on a phone, so no module may make one when it is imported (pnpm-workspace.yaml's
 * patched dependencies). Formatting itself still works as before.
 */
const probe = `
const made = { dateFormats: 0, numberFormats: 0, supportedLocalesOf: 0 };
const count = (Type, key) => new Proxy(Type, { construct: (target, args) => { made[key]++; return new target(...args); } });
Intl.DateTimeFormat = count(Intl.DateTimeFormat, "dateFormats");
Intl.NumberFormat = count(Intl.NumberFormat, "numberFormats");
const supportedLocalesOf = Intl.DateTimeFormat.supportedLocalesOf;
Intl.DateTimeFormat.supportedLocalesOf = (...args) => { made.supportedLocalesOf++; return supportedLocalesOf(...args); };
await import("react-aria-components");
const atImport = { ...made };
const { createRequire } = await import("node:module");
const fromAria = createRequire(createRequire(import.meta.url).resolve("react-aria-components"));
const { NumberFormatter } = fromAria(fromAria.resolve("@internationalized/number"));
const signed = new NumberFormatter("pl-PL", { signDisplay: "always" }).format(3);
console.log(JSON.stringify({ atImport, signed }));
`;

describe("importing react-aria", () => {
  it("makes no date or number formatter, and a signed number still formats", () => {
    const output = execFileSync(process.execPath, ["--input-type=module", "--eval", probe], {
      cwd: resolve(import.meta.dirname, "../../packages/design-system"),
      encoding: "utf8",
    });
    const { atImport, signed } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    expect(atImport).toEqual({ dateFormats: 0, numberFormats: 0, supportedLocalesOf: 0 });
    expect(signed).toBe("+3");
  });
});
