import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { expect, within } from "storybook/test";
import { EditorLoading } from "./lazy-text-editor";

function AnswerTextLoading() {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl p-4">
      <EditorLoading label={t("finalWork.text.label")} />
    </div>
  );
}

/**
 * The answer's text field in the moment the editor is still loading (it loads apart from the page, the first
 * time a task takes or shows a text answer): the field's label, and a placeholder of the editor's size that
 * screen readers hear as loading.
 */
const meta = {
  title: "Features/FinalWork/TextEditorLoading",
  component: AnswerTextLoading,
} satisfies Meta<typeof AnswerTextLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(/Ładowanie edytora|Loading the text editor/);
    await expect(canvas.getByText(/Tekst odpowiedzi|Answer text/)).toBeVisible();
  },
};
