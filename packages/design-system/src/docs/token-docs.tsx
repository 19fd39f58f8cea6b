import { parse, wcagContrast } from "culori";
import { type ReactNode, useEffect, useState } from "react";
import { cn } from "../lib/cn";
import { contrastPairs, requiredRatio } from "../theme/contrast-pairs";
import { type Theme, themes } from "../theme/theme-boot";
import { inPixels, layoutKeys, roleGroups, tokens, typeSteps } from "./token-source";

const themeNames: Record<Theme, string> = { light: "Light", "high-contrast": "High contrast" };

const tableClass = cn(
  "not-prose w-full border-collapse text-left text-small text-fg",
  "[&_td]:border-t [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-middle",
  "[&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold",
);

/** A table cell drawn in one theme: its own surface, text and roles, whatever the page around it uses. */
function ThemeCell({ theme, children, className }: { theme: Theme; children: ReactNode; className?: string }) {
  return (
    <td data-theme={theme} className={cn("bg-surface text-fg", className)}>
      {children}
    </td>
  );
}

/** The column heads of the two themes; `width` sets each column's share of the table. */
function ThemeHeads({ width = "w-[32%]" }: { width?: string }) {
  return themes.map((theme) => (
    <th key={theme} scope="col" className={width}>
      {themeNames[theme]}
    </th>
  ));
}

/** Whether a role is a colour (its light value reads as one) rather than a line width or a cue. */
function isColour(role: string): boolean {
  return parse(tokens.light?.[role] ?? "") !== undefined;
}

/** Every colour role, grouped as in tokens.css, with its value and swatch in both themes side by side. */
export function ColorRoles() {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <ThemeHeads />
        </tr>
      </thead>
      {roleGroups()
        .filter((group) => group.roles.every(isColour))
        .map((group) => (
          <tbody key={group.name}>
            <tr>
              <th scope="colgroup" colSpan={3} className="pt-5">
                {group.name}
                {group.note ? <span className="ml-2 font-normal text-fg-muted">{group.note}</span> : null}
              </th>
            </tr>
            {group.roles.map((role) => (
              <tr key={role}>
                <td>
                  <code className="block">--campus-{role}</code>
                  <span className="text-caption text-fg-muted">
                    Tailwind colour <code>{role}</code>
                  </span>
                </td>
                {themes.map((theme) => (
                  <ThemeCell key={theme} theme={theme}>
                    <span className="flex items-center gap-3">
                      <span
                        className="size-8 shrink-0 rounded-control border border-border-strong"
                        style={{ background: `var(--campus-${role})` }}
                      />
                      <code>{tokens[theme]?.[role] ?? "inherits light"}</code>
                    </span>
                  </ThemeCell>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
    </table>
  );
}

/** The utilities through which components name each line-width and cue role. */
const roleUtilities: Record<string, string> = {
  "border-width-frame": "border-frame",
  "border-width-edge": "border-edge, border-t-edge, border-r-edge, border-l-edge",
  "border-width-edge-bold": "border-edge-bold",
  "cue-underline": "underline-cue",
};

/** The line-width and cue roles, with their value and a sample drawn in both themes side by side. */
export function ThemeRoles() {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <ThemeHeads />
        </tr>
      </thead>
      {roleGroups()
        .filter((group) => !group.roles.every(isColour))
        .map((group) => (
          <tbody key={group.name}>
            <tr>
              <th scope="colgroup" colSpan={3} className="pt-5">
                {group.name}
                {group.note ? <span className="ml-2 font-normal text-fg-muted">{group.note}</span> : null}
              </th>
            </tr>
            {group.roles.map((role) => (
              <tr key={role}>
                <td>
                  <code className="block">--campus-{role}</code>
                  <span className="text-caption text-fg-muted">
                    Tailwind <code>{roleUtilities[role] ?? ""}</code>
                  </span>
                </td>
                {themes.map((theme) => (
                  <ThemeCell key={theme} theme={theme}>
                    <span className="flex items-center gap-3">
                      <RoleSample role={role} />
                      <code>{tokens[theme]?.[role] ?? "inherits light"}</code>
                    </span>
                  </ThemeCell>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
    </table>
  );
}

/** A line-width role drawn as a box's border, a cue as a word it marks. */
function RoleSample({ role }: { role: string }) {
  if (role.startsWith("border-width-")) {
    return (
      <span
        className="size-8 shrink-0 rounded-control border-solid border-fg bg-surface-sunken"
        style={{ borderWidth: `var(--campus-${role})` }}
      />
    );
  }
  return (
    <span className="shrink-0 font-semibold" style={{ textDecorationLine: `var(--campus-${role})` }}>
      Lesson
    </span>
  );
}

/** The measured contrast of every text and UI pair, with the ratio each theme must reach. */
export function ContrastTable() {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Used for</th>
          <ThemeHeads />
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
                <ThemeCell key={theme} theme={theme}>
                  <span
                    className="inline-block rounded-control px-2 py-0.5"
                    style={{ color: `var(--campus-${pair.fg})`, background: `var(--campus-${pair.bg})` }}
                  >
                    {ratio.toFixed(2)}:1
                  </span>{" "}
                  <span className="text-caption text-fg-muted">needs {requiredRatio[theme][pair.kind]}:1</span>
                </ThemeCell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type scale of theme.css, each step set in the bundled Inter with Polish text, in both themes. */
export function TypeScale() {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {typeSteps().map(({ name, size, lineHeight }) => (
          <tr key={name}>
            <td>
              <code className="block">text-{name}</code>
              <span className="text-caption text-fg-muted">
                {size} / {lineHeight} ({inPixels(size)} / {inPixels(lineHeight)})
              </span>
            </td>
            {themes.map((theme) => (
              <ThemeCell key={theme} theme={theme} className="break-words">
                <span style={{ fontSize: `var(--text-${name})`, lineHeight: `var(--text-${name}--line-height)` }}>
                  Zażółć gęślą jaźń
                </span>
              </ThemeCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each SPEC section 9 constant and shape is for, and how Tailwind names it. */
const layoutUses: Record<string, { use: string; tailwind: string }> = {
  "breakpoint-desktop": { use: "Width from which the desktop shell replaces the mobile one", tailwind: "desktop:" },
  "container-app": { use: "Widest the app's content grows", tailwind: "max-w-app" },
  "spacing-header": { use: "Header height on mobile", tailwind: "h-header, min-h-header" },
  "spacing-header-desktop": { use: "Header height on desktop", tailwind: "min-h-header-desktop" },
  "spacing-bottom-bar": {
    use: "Height of the mobile bottom bar, kept free below pages",
    tailwind: "h-bottom-bar, pb-bottom-bar",
  },
  "spacing-social-icon": { use: "Size of the footer's social icons", tailwind: "size-social-icon" },
  "campus-duration-toast": {
    use: "Toasts close by themselves after this long",
    tailwind: "durations.toastMs in script",
  },
  "campus-duration-popover-close": {
    use: "Popovers fade out over this long (at once under reduced motion)",
    tailwind: "duration-(--campus-duration-popover-close)",
  },
  "radius-control": { use: "Corners of buttons, inputs and menus", tailwind: "rounded-control" },
  "radius-card": { use: "Corners of cards, dialogs and sheets", tailwind: "rounded-card" },
};

/** The layout, timing and shape constants of theme.css, with a preview of the shapes in both themes. */
export function LayoutTokens() {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col" className="w-[24%]">
            Token
          </th>
          <th scope="col" className="w-[13%]">
            Value
          </th>
          <th scope="col">Use</th>
          <ThemeHeads width="w-[14%]" />
        </tr>
      </thead>
      <tbody>
        {layoutKeys().map(([name, value]) => (
          <tr key={name}>
            <td>
              <code className="block">--{name}</code>
              {layoutUses[name] ? (
                <code className="text-caption text-fg-muted">{layoutUses[name].tailwind}</code>
              ) : null}
            </td>
            <td className="whitespace-nowrap">
              {value}
              {inPixels(value) !== value ? <span className="text-fg-muted"> ({inPixels(value)})</span> : null}
            </td>
            <td>{layoutUses[name]?.use ?? ""}</td>
            {themes.map((theme) => (
              <ThemeCell key={theme} theme={theme}>
                <LayoutPreview name={name} />
              </ThemeCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The token drawn at its real size where it fits a cell: heights, icon sizes and corners. */
function LayoutPreview({ name }: { name: string }) {
  if (name.startsWith("radius-")) {
    return (
      <span
        className="block h-10 w-20 border-2 border-accent bg-accent-subtle"
        style={{ borderRadius: `var(--${name})` }}
      />
    );
  }
  if (name === "spacing-social-icon") {
    return (
      <span className="block rounded-sm bg-accent" style={{ width: `var(--${name})`, height: `var(--${name})` }} />
    );
  }
  if (name.startsWith("spacing-")) {
    return <span className="block w-10 rounded-sm bg-accent" style={{ height: `var(--${name})` }} />;
  }
  // Breakpoints, widths beyond a cell and durations have no honest drawing here.
  return <span className="text-fg-muted">–</span>;
}

/** A custom property as the page's root resolves it, read after mount (empty until then). */
function useRootVariable(name: string): string {
  const [value, setValue] = useState("");
  useEffect(() => {
    setValue(getComputedStyle(document.documentElement).getPropertyValue(name).trim());
  }, [name]);
  return value;
}

const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

/** Tailwind's spacing scale, multiples of its `--spacing` step, drawn with that very variable in both themes. */
export function SpacingScale() {
  // Minified CSS writes ".25rem"; people read "0.25rem".
  const step = useRootVariable("--spacing").replace(/^\./, "0.");
  const stepPx = Number(/^([\d.]+)rem$/.exec(step)?.[1] ?? Number.NaN) * 16;
  return (
    <table className={tableClass}>
      <caption className="mb-2 text-left text-small text-fg-muted">
        One step: <code>--spacing</code> = {step || "…"}
        {Number.isFinite(stepPx) ? ` (${stepPx}px)` : ""}
      </caption>
      <thead>
        <tr>
          <th scope="col">Utility</th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {spacingSteps.map((n) => (
          <tr key={n}>
            <td>
              <code>p-{n}</code>, <code>gap-{n}</code>, <code>w-{n}</code>…
              {Number.isFinite(stepPx) ? <span className="text-fg-muted"> {n * stepPx}px</span> : null}
            </td>
            {themes.map((theme) => (
              <ThemeCell key={theme} theme={theme}>
                <span className="block h-4 rounded-sm bg-accent" style={{ width: `calc(var(--spacing) * ${n})` }} />
              </ThemeCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
