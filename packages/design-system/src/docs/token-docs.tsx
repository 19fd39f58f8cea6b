import { wcagContrast } from "culori";
import themeCss from "../styles/theme.css?raw";
import tokensCss from "../styles/tokens.css?raw";
import { layout } from "../theme/constants";
import { contrastPairs, requiredRatio } from "../theme/contrast-pairs";
import { parseThemeTokens } from "../theme/parse-tokens";
import { themes } from "../theme/theme-boot";

const tokens = parseThemeTokens(tokensCss);
const themeNames = { light: "Light", "high-contrast": "High contrast" } as const;

/** Every colour role in both themes, read from the token stylesheet the components use. */
export function ColorSwatches() {
  const roles = Object.keys(tokens.light ?? {});
  return (
    <div className="not-prose grid gap-6 sm:grid-cols-2">
      {themes.map((theme) => (
        <section key={theme} data-theme={theme} className="rounded-card border border-border bg-surface p-4 text-fg">
          <h3 className="mb-3 text-lead font-semibold">{themeNames[theme]}</h3>
          <ul className="grid gap-2">
            {roles.map((role) => (
              <li key={role} className="flex items-center gap-3">
                <span
                  className="size-8 shrink-0 rounded-control border border-border"
                  style={{ background: `var(--campus-${role})` }}
                />
                <code className="text-small">--campus-{role}</code>
                <span className="ml-auto text-caption text-fg-muted">{tokens[theme]?.[role]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The measured contrast of every text and UI pair, with the ratio each theme must reach. */
export function ContrastTable() {
  return (
    <table className="w-full border-collapse text-left text-small text-fg [&_td]:border-t [&_td]:border-border [&_td]:py-1.5 [&_td]:pr-3 [&_th]:pb-2 [&_th]:pr-3">
      <thead>
        <tr>
          <th>Pair</th>
          <th>Used for</th>
          {themes.map((theme) => (
            <th key={theme}>{themeNames[theme]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.fg}/${pair.bg}`}>
            <td>
              <code>
                {pair.fg} on {pair.bg}
              </code>
            </td>
            <td>{pair.use}</td>
            {themes.map((theme) => {
              const ratio = wcagContrast(tokens[theme]?.[pair.fg] ?? "", tokens[theme]?.[pair.bg] ?? "");
              return (
                <td key={theme}>
                  {ratio.toFixed(2)}:1 (needs {requiredRatio[theme][pair.kind]}:1)
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const typeSteps = Array.from(themeCss.matchAll(/--text-([a-z]+):\s*([^;]+);/g), ([, name = "", size = ""]) => ({
  name,
  size,
}));

/** The type scale of the theme, set in the bundled Inter variable font with Polish text. */
export function TypeScale() {
  return (
    <div className="grid gap-3 text-fg">
      {typeSteps.map(({ name, size }) => (
        <div key={name} className="flex items-baseline gap-4">
          <code className="w-40 shrink-0 text-caption text-fg-muted">
            text-{name} ({size})
          </code>
          <span style={{ fontSize: `var(--text-${name})`, lineHeight: `var(--text-${name}--line-height)` }}>
            Zażółć gęślą jaźń: kurs Podstawy AI
          </span>
        </div>
      ))}
    </div>
  );
}

const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16];

/** Tailwind's 4px spacing steps and the layout constants of the campus shell. */
export function Spacing() {
  return (
    <div className="grid gap-2 text-fg">
      {spacingSteps.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-24 text-caption text-fg-muted">
            {step} = {step * 4}px
          </code>
          <span className="h-3 rounded-sm bg-accent" style={{ width: step * 4 }} />
        </div>
      ))}
      <ul className="mt-4 text-small">
        {Object.entries(layout).map(([name, value]) => (
          <li key={name}>
            <code>{name}</code>: {value}px
          </li>
        ))}
      </ul>
    </div>
  );
}
