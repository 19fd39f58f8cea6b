import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

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
  staticDirs: ["./public", { from: "../apps/api/media", to: "/api/media" }],
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
