import type { LessonContent, Progress } from "@campus/contract";
import { useMemo } from "react";
import { InternalTestLesson } from "./internal-test-lesson";
import type { LessonTarget } from "./lesson-target";
import { parseLessonText } from "./lesson-text";
import { LessonTextView } from "./lesson-text-view";
import type { PositionSaver } from "./position-saver";
import { PresentationLesson } from "./presentation-lesson";
import { QuizLesson } from "./quiz-lesson";
import { SavePrompt } from "./save-prompt";
import { VideoLesson } from "./video-lesson";

export interface LessonMaterialProps {
  content: LessonContent;
  target: LessonTarget;
  progressId: string;
  isInternalTestCompleted: boolean;
  startSeconds: number;
  saver: PositionSaver;
  onLastSlideSeen: () => void;
  onProgress: (progress: Progress) => void;
}

/**
 * The lesson's content by its kind, with its text and the text's prompts to save to the Promptbook: the text
 * under a video or a presentation, above a quiz or an internal test.
 */
export function LessonMaterial({
  content,
  target,
  progressId,
  isInternalTestCompleted,
  startSeconds,
  saver,
  onLastSlideSeen,
  onProgress,
}: LessonMaterialProps) {
  const blocks = useMemo(() => parseLessonText(content.text ?? ""), [content.text]);
  const text =
    blocks.length > 0 ? (
      <LessonTextView
        blocks={blocks}
        promptAction={(prompt) => <SavePrompt prompt={prompt} lessonId={target.lessonId} />}
      />
    ) : null;

  if (content.kind === "video" && content.video) {
    return (
      <>
        <VideoLesson video={content.video} startSeconds={startSeconds} saver={saver} />
        {text}
      </>
    );
  }
  if (content.kind === "presentation" && content.presentation) {
    return (
      <>
        <PresentationLesson presentation={content.presentation} onLastSlideSeen={onLastSlideSeen} />
        {text}
      </>
    );
  }
  if (content.kind === "quiz" && content.quiz) {
    return (
      <>
        {text}
        <QuizLesson quiz={content.quiz} target={target} progressId={progressId} onProgress={onProgress} />
      </>
    );
  }
  if (content.kind === "internal-test" && content.internalTest) {
    return (
      <>
        {text}
        <InternalTestLesson
          test={content.internalTest}
          target={target}
          progressId={progressId}
          isCompleted={isInternalTestCompleted}
          onProgress={onProgress}
        />
      </>
    );
  }
  return text;
}
