import { Sparkles } from "lucide-react";
import { Fragment, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { TextBlock } from "./lesson-text";

/**
 * A lesson's text in reading typography. Every block is rendered as React text, never as HTML, so nothing a
 * lesson holds can inject markup. A prompt is shown apart, as a card with its own action (saving it to the
 * Promptbook).
 */
export function LessonTextView({
  blocks,
  promptAction,
}: {
  blocks: readonly TextBlock[];
  promptAction: (prompt: string) => ReactNode;
}) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-body leading-7 text-fg text-pretty break-words sm:text-lead sm:leading-8">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
        <Block key={index} block={block} promptAction={promptAction} />
      ))}
    </div>
  );
}

function Block({ block, promptAction }: { block: TextBlock; promptAction: (prompt: string) => ReactNode }) {
  switch (block.type) {
    case "heading":
      return block.level === 1 ? (
        <h3 className="mt-3 text-lead font-bold sm:text-heading">{block.text}</h3>
      ) : (
        <h4 className="mt-2 text-body font-bold sm:text-lead">{block.text}</h4>
      );
    case "paragraph":
      return (
        <p>
          {block.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never reorder
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`flex flex-col gap-2 ps-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list never reorder
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case "code":
      return (
        <pre className="overflow-x-auto rounded-control border border-border bg-surface-sunken p-4 font-mono text-small whitespace-pre-wrap">
          {block.text}
        </pre>
      );
    case "prompt":
      return <PromptBlock text={block.text} action={promptAction(block.text)} />;
  }
}

function PromptBlock({ text, action }: { text: string; action: ReactNode }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <figure
      aria-labelledby={labelId}
      className="flex flex-col gap-3 rounded-card border-frame border-accent bg-accent-subtle p-4 sm:p-5"
    >
      <figcaption id={labelId} className="inline-flex items-center gap-2 text-small font-semibold text-accent-text">
        <Sparkles aria-hidden="true" className="size-4" />
        {t("lesson.text.prompt")}
      </figcaption>
      <pre className="font-sans text-body leading-7 whitespace-pre-wrap text-fg">{text}</pre>
      {action}
    </figure>
  );
}
