import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";

export type LimitNoticeOptions = {
  /** The same limit as CharacterCount's. */
  limit: number | null | undefined;
  /** Called when an edit would go over the limit: typing is then refused and pasted text cut by CharacterCount. */
  onExceed: () => void;
};

/**
 * CharacterCount refuses or trims over-limit edits without telling anyone, but the user must learn that
 * their text was cut. This runs before CharacterCount (higher priority, so its filter sees the edit first)
 * and only reports; it never changes or blocks a transaction.
 */
export const LimitNotice = Extension.create<LimitNoticeOptions>({
  name: "limitNotice",
  priority: 1000,
  addOptions() {
    return { limit: null, onExceed: () => {} };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("limitNotice"),
        filterTransaction: (transaction, state) => {
          const { limit, onExceed } = this.options;
          if (!limit || !transaction.docChanged) return true;
          const count = (doc: typeof state.doc) => doc.textBetween(0, doc.content.size, undefined, " ").length;
          const after = count(transaction.doc);
          if (after > limit && after > count(state.doc)) onExceed();
          return true;
        },
      }),
    ];
  },
});
