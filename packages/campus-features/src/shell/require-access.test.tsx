import type { OrganizationSettings } from "@campus/contract";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createCampusI18n, I18nextProvider } from "../i18n";
import { SessionContext } from "../session";
import * as fixtures from "../testing/fixtures";
import { signedInSession } from "../testing/signed-in-session";
import { lacksAccess, RequireAccess } from "./require-access";

const session = (organizationSettings: OrganizationSettings) => signedInSession({ organizationSettings });

/** The catalogue behind its gate, as a route table has it (the flag in the handle), or named on the gate. */
function renderAt(path: string, settings: OrganizationSettings, { byProp = false } = {}) {
  const router = createMemoryRouter(
    [
      byProp
        ? { path: "/tools", element: <RequireAccess flag="accessToToolRepository">catalogue</RequireAccess> }
        : {
            handle: { requires: "accessToToolRepository" },
            element: <RequireAccess />,
            children: [{ path: "/tools", element: <p>catalogue</p> }],
          },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createCampusI18n("pl", { storage: undefined })}>
      <SessionContext.Provider value={session(settings)}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
}

const withoutTools = { ...fixtures.allAccess, accessToToolRepository: false };

describe("RequireAccess", () => {
  it("shows the area to a learner whose organization has it", () => {
    renderAt("/tools", fixtures.allAccess);
    expect(screen.getByText("catalogue")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Poza planem Twojej organizacji" })).toBeNull();
  });

  it("says the area is not in the organization's plan, and never shows it, to a learner without the flag", () => {
    renderAt("/tools", withoutTools);
    expect(screen.getByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" })).toBeTruthy();
    expect(screen.getByText(/Katalog narzędzi AI nie wchodzi w plan Campus AI Twojej organizacji/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Nie znaleziono strony" })).toBeNull();
    expect(screen.queryByText("catalogue")).toBeNull();
  });

  it("takes the flag as a prop too, wrapping its children", () => {
    renderAt("/tools", withoutTools, { byProp: true });
    expect(screen.getByRole("heading", { name: "Poza planem Twojej organizacji" })).toBeTruthy();
    expect(screen.queryByText("catalogue")).toBeNull();
  });

  it("lacks access only when a flag is required and off", () => {
    expect(lacksAccess(withoutTools, "accessToToolRepository", "learner")).toBe(true);
    expect(lacksAccess(withoutTools, "accessToBenefits", "learner")).toBe(false);
    expect(lacksAccess(fixtures.noAccess, undefined, "learner")).toBe(false);
  });

  it("keeps the staff console to the staff's role, whatever the organization's flags", () => {
    expect(lacksAccess(withoutTools, "staff", "learner")).toBe(true);
    expect(lacksAccess(withoutTools, "staff", "staff")).toBe(false);
  });
});
