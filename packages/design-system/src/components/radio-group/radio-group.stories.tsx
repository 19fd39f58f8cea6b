import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Radio, RadioGroup } from "./radio-group";

const meta = {
  title: "Components/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Typ kursu",
    onChange: fn(),
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="all">Wszystkie</Radio>
      <Radio value="course">Kursy</Radio>
      <Radio value="workshop">Warsztaty</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { defaultValue: "all" } };

export const Empty: Story = {};

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "course" } };

export const WithDescriptions: Story = {
  render: (args) => (
    <RadioGroup {...args} label="Język interfejsu" defaultValue="pl">
      <Radio value="pl" description="Domyślny język kampusu">
        Polski
      </Radio>
      <Radio value="en" description="Interface and course descriptions in English">
        English
      </Radio>
    </RadioGroup>
  ),
};

export const KeyboardArrows: Story = {
  args: { defaultValue: "all" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Wszystkie" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const course = canvas.getByRole("radio", { name: "Kursy" });
    await expect(course).toHaveFocus();
    await expect(course).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("course");
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: "Wybierz typ kursu" },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "course" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const English: Story = {
  render: (args) => (
    <RadioGroup {...args} label="Course type" defaultValue="all">
      <Radio value="all">All</Radio>
      <Radio value="course">Courses</Radio>
    </RadioGroup>
  ),
};

export const LongPolishText: Story = {
  render: (args) => (
    <RadioGroup {...args} label="Jak oceniasz przydatność materiałów z tego modułu w codziennej pracy?">
      <Radio value="5">Bardzo przydatne – korzystam z nich prawie każdego dnia w swoim zespole</Radio>
      <Radio value="3">Częściowo przydatne – wykorzystuję wybrane fragmenty przy większych projektach</Radio>
    </RadioGroup>
  ),
};

export const NarrowWidth: Story = {
  args: { defaultValue: "workshop" },
  decorators: [storyWidth(200)],
};
