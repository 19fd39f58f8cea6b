import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A look prop whose default comes from the component's variants (`cva`'s `defaultVariants`) is not a default
 * the props tables can read from the code, so its declaration says it with `@default`: the Storybook props
 * tables and editors show it. This keeps the two in step.
 */
const components = resolve(import.meta.dirname, "../../packages/design-system/src/components");

/** Variant defaults whose prop documents a default that depends on another prop instead. */
const documentedOtherwise = new Set(["drawer/size"]);

const sources = readdirSync(components, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);
const read = (file: string) => readFileSync(join(components, file), "utf8");

type VariantDefault = { folder: string; prop: string; value: string };

const variantDefaults: VariantDefault[] = sources.flatMap((file) =>
  Array.from(read(file).matchAll(/defaultVariants:\s*\{([^}]*)\}/g)).flatMap(([, body = ""]) =>
    Array.from(body.matchAll(/(\w+):\s*("[^"]*"|true|false|\d+)/g), ([, prop = "", value = ""]) => ({
      folder: dirname(file),
      prop,
      value,
    })),
  ),
);

/** The doc comment right above `prop?:` in the folder's files, or undefined when no such prop is declared. */
function propDocs(folder: string, prop: string): string[] {
  return sources
    .filter((file) => dirname(file) === folder)
    .flatMap((file) =>
      Array.from(
        read(file).matchAll(new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*\\n\\s*${prop}\\?:`, "g")),
        ([, doc = ""]) => doc,
      ),
    );
}

describe("defaults of the components' variant props", () => {
  it("finds the variants' defaults", () => {
    expect(variantDefaults.length).toBeGreaterThan(10);
  });

  it.each(variantDefaults.filter(({ folder, prop }) => !documentedOtherwise.has(`${folder}/${prop}`)))(
    "$folder: $prop is documented as @default $value",
    ({ folder, prop, value }) => {
      for (const doc of propDocs(folder, prop)) expect(doc).toContain(`@default ${value}`);
    },
  );
});
