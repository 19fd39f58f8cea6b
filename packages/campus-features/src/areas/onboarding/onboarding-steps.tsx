import type { OnboardingAnswer } from "@campus/contract";
import { Button } from "@campus/design-system";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Step = OnboardingAnswer["data"]["steps"][number];

/**
 * The onboarding steps one at a time: where the learner is ('step 2 of 3'), back and next, and on the last
 * step the button that finishes onboarding. Moving to a step moves focus to its heading, so screen readers
 * read the new step.
 */
export function OnboardingSteps({
  steps,
  onFinish,
  isFinishing,
}: {
  steps: Step[];
  onFinish: () => void;
  isFinishing: boolean;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const listLabel = useId();
  const step = steps[index];
  const isLast = index === steps.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the trigger
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  if (!step) return null;
  return (
    <section className="grid overflow-hidden rounded-card border-frame border-border bg-surface-raised text-fg shadow-lg desktop:grid-cols-2">
      <img src={step.image} alt="" className="aspect-video h-full w-full object-cover desktop:aspect-auto" />
      <div className="flex min-w-0 flex-col gap-5 p-5 sm:p-8 desktop:p-10">
        <p id={listLabel} className="text-small font-semibold text-accent-text">
          {t("onboarding.step", { current: index + 1, total: steps.length })}
        </p>
        <ol aria-labelledby={listLabel} className="flex gap-2">
          {steps.map((item, position) => (
            <li
              key={item._id}
              aria-current={position === index ? "step" : undefined}
              className="h-1.5 flex-1 rounded-full bg-surface-sunken aria-[current]:bg-accent border-edge border-fg-muted forced-colors:border forced-colors:aria-[current]:bg-[Highlight]"
            >
              <span className="sr-only">{item.title}</span>
            </li>
          ))}
        </ol>
        <h2 ref={heading} tabIndex={-1} className="text-title font-bold text-balance break-words outline-none">
          {step.title}
        </h2>
        <p className="text-lead text-fg-muted text-pretty">{step.body}</p>
        <div className="mt-auto flex flex-wrap-reverse items-center justify-between gap-3 pt-4">
          {index > 0 ? (
            <Button variant="secondary" icon={<ArrowLeft />} onPress={() => go(index - 1)} isDisabled={isFinishing}>
              {t("onboarding.back")}
            </Button>
          ) : (
            <span />
          )}
          {isLast ? (
            <Button size="lg" icon={<Check />} onPress={onFinish} isPending={isFinishing}>
              {t("onboarding.finish")}
            </Button>
          ) : (
            <Button size="lg" icon={<ArrowRight />} onPress={() => go(index + 1)}>
              {t("onboarding.next")}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
