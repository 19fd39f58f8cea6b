import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { describe, expect, it } from "vitest";
import { frameStrings, passwordStrings, pickStrings, serverStrings } from "../../apps/campus/build/locale-parts";
import { flatten } from "./locale-parity";
import { askedKeys } from "./locale-usage";

const features = resolve(import.meta.dirname, "../../packages/campus-features/src");
const app = resolve(import.meta.dirname, "../../apps/campus/src");
/** The features package's doors (`@campus/features/<name>`) and the file each opens. */
const featureExports: Record<string, string> = JSON.parse(
  readFileSync(resolve(features, "../package.json"), "utf8"),
).exports;

/**
 * The modules a page outside the shell runs: the entry's (main.tsx and what it imports), the frame, the gates,
 * and the pages of the public and signed-out places (routes.tsx and the route table load them by `import()`;
 * the shell and its pages, and the password pages, load the campus's strings first, so their imports are not
 * followed).
 */
const frameModules = [
  resolve(app, "main.tsx"),
  resolve(app, "routes.tsx"),
  resolve(features, "frame/index.ts"),
  resolve(features, "session/gates.tsx"),
  resolve(features, "areas/certificate/index.ts"),
  resolve(features, "areas/login/index.ts"),
];

/** The file `@campus/features/<name>` opens, as the package's exports say. */
function exportedFile(specifier: string): string | undefined {
  const file = featureExports[`.${specifier.slice("@campus/features".length)}`];
  return file ? resolve(features, "..", file) : undefined;
}

/** A module's file and the files it imports statically (not `import type`, not `import()`), transitively. */
function staticClosure(starts: string[]): string[] {
  const seen = new Set<string>();
  const fileOf = (base: string) =>
    [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => `${base}${ending}`).find((file) => existsSync(file));
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)) {
      const specifier = match[1] ?? "";
      const target = specifier.startsWith(".")
        ? fileOf(resolve(dirname(file), specifier))
        : specifier.startsWith("@campus/features/")
          ? exportedFile(specifier)
          : undefined;
      if (target) visit(target);
    }
  };
  for (const start of starts) visit(fileOf(start.replace(/\.tsx?$/, "")) ?? start);
  return [...seen];
}

describe("the parts of the strings", () => {
  it("hold every string of each language once but the server's: the frame's, the password pages', the staff console's and the campus's", () => {
    for (const strings of [pl, en]) {
      const frame = flatten(pickStrings(strings, "frame"));
      const password = flatten(pickStrings(strings, "password"));
      const staff = flatten(pickStrings(strings, "staff"));
      const campus = flatten(pickStrings(strings, "campus"));
      const parts = [frame, password, staff, campus];
      for (const [at, part] of parts.entries()) {
        const others = parts.filter((_, other) => other !== at);
        expect([...part.keys()].filter((key) => others.some((other) => other.has(key)))).toEqual([]);
        expect(part.size).toBeGreaterThan(0);
      }
      const server = (key: string) => serverStrings.some((name) => key === name || key.startsWith(`${name}.`));
      expect(new Map([...frame, ...password, ...staff, ...campus])).toEqual(
        new Map([...flatten(strings)].filter(([key]) => !server(key))),
      );
      expect([...flatten(strings).keys()].some(server)).toBe(true);
    }
  });

  it("give the frame each string its modules ask for, so a page outside the shell shows no key", () => {
    const files = staticClosure(frameModules);
    // The walk reaches the gates and the login page's form, and stops at the shell.
    expect(files).toContain(resolve(features, "areas/login/login-page.tsx"));
    expect(files.some((file) => file.includes("/shell/campus-shell"))).toBe(false);
    const sources = files.map((file) => readFileSync(file, "utf8")).join("\n");
    const frame = new Set([...flatten(pickStrings(pl, "frame")).keys()].map((key) => key.replace(/_\w+$/, "")));
    const missing = askedKeys(pl, sources).filter((key) => !frame.has(key) && !frame.has(key.replace(/_\w+$/, "")));
    expect(missing).toEqual([]);
  });

  it("give the password pages each string they ask for, from the frame's part and their own", () => {
    const files = staticClosure([resolve(features, "areas/password/index.ts")]);
    expect(files).toContain(resolve(features, "areas/password/choose-password-page.tsx"));
    const sources = files.map((file) => readFileSync(file, "utf8")).join("\n");
    const known = new Set(
      [...flatten(pickStrings(pl, "frame")).keys(), ...flatten(pickStrings(pl, "password")).keys()].map((key) =>
        key.replace(/_\w+$/, ""),
      ),
    );
    const missing = askedKeys(pl, sources).filter((key) => !known.has(key) && !known.has(key.replace(/_\w+$/, "")));
    expect(missing).toEqual([]);
    expect(passwordStrings).toEqual(["password"]);
  });

  it("cut a group between the parts where the frame names only some of it", () => {
    const strings = { shell: { toasts: { close: "Zamknij" }, menu: "Menu" }, login: { title: "Zaloguj" } };
    expect(pickStrings(strings, "frame", ["shell.toasts", "login"])).toEqual({
      shell: { toasts: { close: "Zamknij" } },
      login: { title: "Zaloguj" },
    });
    expect(pickStrings(strings, "campus", ["shell.toasts", "login"])).toEqual({ shell: { menu: "Menu" } });
    expect(frameStrings).toContain("login");
  });
});
