import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../i18n";
import { mobileMenuItems, topBarItems } from "./menu-items";

const i18n = createInstance();
void i18n.init({ lng: "en", resources, initAsync: false });
const t = i18n.t;
const programs = [
  { _id: "p-foundations", title: "AI foundations" },
  { _id: "p-practice", title: "AI in practice" },
];
const all = { accessToToolRepository: true, accessToBenefits: true, accessToCommunity: true };
const none = { accessToToolRepository: false, accessToBenefits: false, accessToCommunity: false };

describe("topBarItems", () => {
  it("shows programs, tools, community and about to a learner with every flag", () => {
    const items = topBarItems({ settings: all, programs, pathname: "/", t });
    expect(items.map((item) => item.label)).toEqual(["Programs", "Tools", "Community", "About Campus AI"]);
    expect(items[0]).toMatchObject({
      header: { label: "All programs", href: "/programs" },
      entries: [
        { id: "p-foundations", label: "AI foundations", href: "/program/p-foundations" },
        { id: "p-practice", label: "AI in practice", href: "/program/p-practice" },
      ],
    });
  });

  it("leaves out tools and community without their flags, and never lists benefits", () => {
    expect(topBarItems({ settings: none, programs, pathname: "/", t }).map((item) => item.id)).toEqual([
      "programs",
      "about",
    ]);
    expect(topBarItems({ settings: all, programs, pathname: "/", t }).some((item) => item.id === "benefits")).toBe(
      false,
    );
  });

  it("marks the section of the page shown now", () => {
    const current = (pathname: string) =>
      topBarItems({ settings: all, programs, pathname, t }).find((item) => item.isCurrent)?.id;
    expect(current("/course/c-intro")).toBe("programs");
    expect(current("/program/p-foundations")).toBe("programs");
    expect(current("/tools/t-1")).toBe("tools");
    expect(current("/about-campusai")).toBe("about");
    expect(current("/")).toBeUndefined();
  });
});

describe("mobileMenuItems", () => {
  it("gives programs a second drawer with 'all programs' and each program", () => {
    const [first] = mobileMenuItems({ settings: none, programs, pathname: "/program/p-practice", t });
    expect(first).toMatchObject({ allLabel: "All programs", allHref: "/programs", isCurrent: true });
    expect(first?.children?.map((child) => child.isCurrent)).toEqual([false, true]);
  });
});

describe("the Promptbook in the mobile drawer", () => {
  it("ends the drawer's list for every learner, marked current on its page, and stays out of the top bar", () => {
    const items = mobileMenuItems({ settings: none, programs, pathname: "/promptbook", t });
    expect(items.map((item) => item.id)).toEqual(["programs", "about", "promptbook"]);
    expect(items.at(-1)).toMatchObject({ label: "My Promptbook", href: "/promptbook", isCurrent: true });
    expect(mobileMenuItems({ settings: all, programs, pathname: "/", t }).at(-1)?.isCurrent).toBe(false);
    expect(topBarItems({ settings: all, programs, pathname: "/promptbook", t }).map((item) => item.id)).not.toContain(
      "promptbook",
    );
  });
});

describe("the benefits on a phone", () => {
  it("stay out of the drawer's list, as out of the top bar (SPEC section 2), with every flag on", () => {
    const items = mobileMenuItems({ settings: all, programs, pathname: "/benefit/pa-cloudnest", t });
    expect(items.map((item) => item.id)).toEqual(["programs", "tools", "community", "about", "promptbook"]);
    expect(items.some((item) => item.href === "/benefits")).toBe(false);
  });
});
