import type { TextEditorLabels, TextEditorLinkDialogLabels } from "@campus/design-system/rich-text-editor";
import { useTranslation } from "react-i18next";

/** The translated names of the text editor's toolbar and the texts of its link dialog. */
export function useEditorTexts(): { labels: TextEditorLabels; linkDialog: TextEditorLinkDialogLabels } {
  const { t } = useTranslation();
  return {
    labels: {
      toolbar: t("finalWork.text.toolbar"),
      bold: t("finalWork.text.bold"),
      italic: t("finalWork.text.italic"),
      bulletList: t("finalWork.text.bulletList"),
      orderedList: t("finalWork.text.orderedList"),
      link: t("finalWork.text.link"),
    },
    linkDialog: {
      addTitle: t("finalWork.text.linkAdd"),
      editTitle: t("finalWork.text.linkEdit"),
      urlLabel: t("finalWork.text.linkUrl"),
      description: t("finalWork.text.linkDescription"),
      saveLabel: t("finalWork.text.linkSave"),
      cancelLabel: t("finalWork.text.linkCancel"),
      removeLabel: t("finalWork.text.linkRemove"),
      invalidUrlMessage: t("finalWork.text.invalidUrl"),
      invalidEmailMessage: t("finalWork.text.invalidEmail"),
    },
  };
}
