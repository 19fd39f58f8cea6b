import { pagePaths } from "@campus/contract";
import { Button, EmptyState, LinkButton, SearchField } from "@campus/design-system";
import { BookOpen, NotebookPen, SearchX } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../data";
import { LoadError, useArrivalFocus } from "../../frame";
import { pageColumn } from "../../page";
import { useCopyPrompt, usePromptbook, usePromptDeletion } from "./hooks";
import { PromptCard } from "./prompt-card";
import { cleanPromptSearch, PROMPT_SEARCH_MAX_LENGTH, searchPrompts } from "./prompt-search";
import { PromptbookSkeleton } from "./promptbook-skeleton";

const SEARCH = "search";
/** How long typing pauses before the address keeps the phrase (the list follows every letter at once). */
const SEARCH_DELAY_MS = 400;

/**
 * The learner's Promptbook (`/promptbook`): the prompts saved from lessons, newest first, each with the lesson
 * it came from; a search over the prompts and their lessons (kept in the address, so a reload keeps it), copy
 * to the clipboard, and delete with an undo in the toast. With nothing saved yet it says how to save one.
 */
export function PromptbookPage() {
  const { t } = useTranslation();
  const promptbook = usePromptbook();
  const deletePrompt = usePromptDeletion(promptbook.mutate);
  const copyPrompt = useCopyPrompt();
  const [params, setParams] = useSearchParams();
  const listHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const kept = params.get(SEARCH) ?? "";
  // The field follows the learner's typing at once; the address follows the field once typing pauses.
  const [phrase, setPhrase] = useState(kept);
  const search = cleanPromptSearch(phrase);
  const items = promptbook.data?.items;
  const found = items ? searchPrompts(items, search) : [];

  // Back or Forward brings another phrase into the address; what is being typed (a trailing space) stays.
  useEffect(
    () => setPhrase((current) => (cleanPromptSearch(current) === cleanPromptSearch(kept) ? current : kept)),
    [kept],
  );
  useEffect(() => {
    if (search === cleanPromptSearch(kept)) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (search === "") updated.delete(SEARCH);
            else updated.set(SEARCH, search);
            return updated;
          },
          // Typing refines one search: history keeps the page once, not once per letter.
          { replace: true, preventScrollReset: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, kept, setParams]);

  return (
    <div className={pageColumn.plain}>
      <title>{t("app.documentTitle", { title: t("promptbook.title") })}</title>
      <header className="flex flex-col gap-2 text-hero-fg">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-title font-bold text-balance break-words outline-none desktop:text-display"
        >
          {t("promptbook.title")}
        </h1>
        <p className="max-w-3xl text-lead text-pretty">{t("promptbook.intro")}</p>
      </header>
      {items && items.length > 0 ? (
        <search
          aria-label={t("promptbook.search.label")}
          className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:p-5 desktop:flex-row desktop:items-end desktop:justify-between desktop:gap-6"
        >
          <SearchField
            label={t("promptbook.search.label")}
            placeholder={t("promptbook.search.placeholder")}
            clearLabel={t("promptbook.search.clear")}
            maxLength={PROMPT_SEARCH_MAX_LENGTH}
            value={phrase}
            onChange={setPhrase}
            className="min-w-0 flex-1 sm:max-w-xl"
          />
          {/* How many prompts the search found, announced as it changes. */}
          <p role="status" className="text-body font-semibold text-fg">
            {search
              ? t("promptbook.search.found", { count: found.length })
              : t("promptbook.count", { count: items.length })}
          </p>
        </search>
      ) : null}
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-5">
        <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className="sr-only">
          {t("promptbook.list")}
        </h2>
        {promptbook.error && !items ? (
          <LoadError
            message={errorMessage(promptbook.error, t, "promptbook.loadError")}
            onRetry={() => void promptbook.mutate()}
          />
        ) : !items ? (
          <PromptbookSkeleton label={t("promptbook.loading")} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<NotebookPen />}
            headingLevel={3}
            title={t("promptbook.empty.title")}
            description={t("promptbook.empty.description")}
            action={
              <LinkButton href={pagePaths.home} icon={<BookOpen />}>
                {t("promptbook.empty.action")}
              </LinkButton>
            }
            className="w-full bg-surface-raised"
          />
        ) : found.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            headingLevel={3}
            title={t("promptbook.noResults.title")}
            description={t("promptbook.noResults.description", { phrase: search })}
            action={
              <Button variant="secondary" onPress={() => setPhrase("")}>
                {t("promptbook.search.clearAll")}
              </Button>
            }
            className="w-full bg-surface-raised"
          />
        ) : (
          <ul className="grid grid-cols-1 items-start gap-4 desktop:grid-cols-2 desktop:gap-6">
            {found.map((item) => (
              <li key={item._id} className="flex min-w-0 flex-col">
                <PromptCard
                  item={item}
                  onCopy={(prompt) => void copyPrompt(prompt)}
                  onDelete={(prompt) => {
                    // The card and its button go: the learner goes on from the list, where the toast's undo is announced.
                    listHeading.current?.focus({ preventScroll: true });
                    void deletePrompt(prompt);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
