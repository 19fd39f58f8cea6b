// Holds only when the package's declarations resolved: were any of them `any`, these expected errors would
// not happen and the type check would fail on an unused @ts-expect-error.
import type { ButtonProps } from "@campus/design-system";
import type { BadgeVariant } from "@campus/design-system/components/badge";
import type { Theme } from "@campus/design-system/theme";

// @ts-expect-error a button has no "huge" size
export const wrongSize: ButtonProps = { children: "Dalej", size: "huge" };
// @ts-expect-error "dark" is not one of the themes
export const wrongTheme: Theme = "dark";
// @ts-expect-error badges have no "rainbow" variant
export const wrongBadge: BadgeVariant = "rainbow";
