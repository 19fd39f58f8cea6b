// Holds only when the package's declarations resolved: were any of them `any`, these expected errors would
// not happen and the type check would fail on an unused @ts-expect-error.
import type { ButtonProps } from "@campus/design-system";
import type { BadgeVariant } from "@campus/design-system/components/badge";
import type { TextEditorProps } from "@campus/design-system/rich-text-editor";
import type { Theme } from "@campus/design-system/theme";
import { type CampusBootPlugin, campusBoot } from "@campus/design-system/vite";

// @ts-expect-error a button has no "huge" size
export const wrongSize: ButtonProps = { children: "Dalej", size: "huge" };
// @ts-expect-error "dark" is not one of the themes
export const wrongTheme: Theme = "dark";
// @ts-expect-error badges have no "rainbow" variant
export const wrongBadge: BadgeVariant = "rainbow";
// @ts-expect-error the editor's limit is a number
export const wrongLimit: Pick<TextEditorProps, "maxLength"> = { maxLength: "500" };
// The boot plugin's declarations resolve (that Vite takes it as a plugin, the quick start's `tsc -b` checks
// against Vite's own types).
export const latePlugin: CampusBootPlugin = {
  ...campusBoot(),
  // @ts-expect-error the plugin's hook runs before Vite's own transforms, not after
  transformIndexHtml: { order: "post", handler: () => [] },
};
