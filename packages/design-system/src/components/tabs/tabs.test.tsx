import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

describe("Tabs", () => {
  it("switches panels with arrow keys", async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs onSelectionChange={onSelectionChange}>
        <TabList aria-label="Sekcje">
          <Tab id="a">A</Tab>
          <Tab id="b">B</Tab>
        </TabList>
        <TabPanel id="a">Panel A</TabPanel>
        <TabPanel id="b">Panel B</TabPanel>
      </Tabs>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(onSelectionChange).toHaveBeenLastCalledWith("b");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel B");
  });
});
