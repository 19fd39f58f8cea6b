import { addons } from "storybook/manager-api";
import { campusLight } from "./campus-ui-themes";
import { openPagesFullScreen } from "./page-stories";

/** Storybook's own UI in the campus brand, with the campus mark beside the title (see campus-ui-themes.ts). */
addons.setConfig({ theme: campusLight });

addons.register("campus/page-stories", openPagesFullScreen);
