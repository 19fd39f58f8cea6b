import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

/**
 * Inter as the design system ships it (@fontsource-variable/inter, a dependency of the package), for
 * Storybook's own UI: the manager is a separate page that the stories' stylesheet does not reach.
 */
const interDir = dirname(
  createRequire(resolve(import.meta.dirname, "../packages/design-system/package.json")).resolve(
    "@fontsource-variable/inter/package.json",
  ),
);
/** The package's own @font-face rules (the weight axis, every script), pointed at the copies served below. */
const interFaces = readFileSync(resolve(interDir, "wght.css"), "utf8").replaceAll("url(./files/", "url(./fonts/inter/");

/** One Storybook over the design system and the campus features. */
const config: StorybookConfig = {
  stories: [
    "../packages/design-system/src/**/*.mdx",
    "../packages/design-system/src/**/*.stories.@(ts|tsx)",
    "../packages/campus-features/src/**/*.mdx",
    "../packages/campus-features/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  // MSW's service worker, and the demo's media at the address the API serves them, so fixtures use the
  // API's own URLs.
  staticDirs: [
    "./public",
    { from: "../apps/api/media", to: "/api/media" },
    { from: resolve(interDir, "files"), to: "/fonts/inter" },
  ],
  // Relative addresses, so a Storybook hosted under a sub-path (GitHub Pages' /campus/) finds the files.
  managerHead: (head) => `${head ?? ""}\n<style>\n${interFaces}</style>`,
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: "react-docgen-typescript",
    // Props tables from the components' sources (see tsconfig.docgen.json), so their JSDoc shows as soon as
    // it is written. The rest repeats Storybook's defaults, which this object replaces.
    reactDocgenTypescriptOptions: {
      tsconfigPath: ".storybook/tsconfig.docgen.json",
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes("/node_modules/"),
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // The packages declare their modules free of side effects, so tree-shaking would drop the
        // `Component.__docgenInfo = …` lines react-docgen-typescript appends, and the static docs pages
        // would lose every prop description and type. Component files keep those lines here only.
        treeshake: {
          moduleSideEffects: [
            { test: /\/packages\/(design-system|campus-features)\/src\/.*\.tsx$/, sideEffects: true },
          ],
        },
        // Libraries ship "use client" for server-component bundlers; a client-only bundle drops it safely.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
