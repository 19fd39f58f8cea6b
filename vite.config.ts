import { defaultClientConditions, defaultServerConditions, defineConfig, type UserConfig } from "vite";
import { localeParts } from "./apps/campus/build/locale-parts";

/**
 * In this repository `@campus/design-system` resolves to its TypeScript sources through the
 * `@campus/source` export condition, so Storybook, Vitest and the type check never need the package built
 * first, while teams that install it get dist/. TypeScript reads the same condition from `customConditions`
 * in tsconfig.base.json. The name carries the scope so that no other package's export conditions match it.
 *
 * Storybook's Vite builder starts from this file (the Vite config of the project root) and vitest.config.ts
 * spreads it; an app with a Vite config of its own adds the same `resolve.conditions`.
 */
export const sourceResolution = {
  resolve: { conditions: ["@campus/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@campus/source", ...defaultServerConditions] } },
} satisfies UserConfig;

// The two parts of each locale file that the app loads (apps/campus/build/locale-parts.ts), as the app's build cuts them.
export default defineConfig({ ...sourceResolution, plugins: [localeParts()] });
