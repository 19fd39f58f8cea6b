import { useTranslation } from "react-i18next";
import { bootScreenClasses, bootSpinnerShapes } from "./boot-screen-markup";

/**
 * The app-loading screen while the first chunks of the campus load. It draws exactly what index.html painted
 * before the scripts ran (`bootScreenHtml`) and what the design system's `AppLoadingScreen` draws (which the
 * login gate shows next), so nothing flickers, with plain markup: the first download stays free of the
 * component library.
 */
export function BootScreen() {
  const { t } = useTranslation();
  const { ring, arc } = bootSpinnerShapes;
  return (
    <div className={bootScreenClasses.screen}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={bootScreenClasses.spinner}>
        <circle
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          stroke={ring.stroke}
          strokeOpacity={ring["stroke-opacity"]}
          strokeWidth={ring["stroke-width"]}
        />
        <path d={arc.d} stroke={arc.stroke} strokeWidth={arc["stroke-width"]} strokeLinecap={arc["stroke-linecap"]} />
      </svg>
      <p role="status" className={bootScreenClasses.message}>
        {t("app.loadingScreen")}
      </p>
    </div>
  );
}
