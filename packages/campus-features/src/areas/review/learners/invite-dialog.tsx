import type { Lang, Organization } from "@campus/contract";
import { Button, Dialog, Modal, Select, TextField } from "@campus/design-system";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api";
import { useCampusClient, useRevalidateCalls } from "../../../data";
import { useToasts } from "../../../toasts";
import {
  emptyInvite,
  type InviteDraft,
  type InviteField,
  type InviteProblems,
  inviteBody,
  inviteFields,
  inviteProblems,
} from "./invite-draft";
import { learnerName } from "./learner-name";

const RANK_STAGES = Array.from({ length: 10 }, (_, index) => String(index + 1));
const LANGUAGES: readonly Lang[] = ["pl", "en"];

/**
 * Inviting a learner: their email and name, organization, rank stage (1 starts them with the onboarding) and the
 * language of the invitation's mail. What is missing or wrong is said beside its field when staff send, and focus
 * goes to the first such field; an email that already has an account is said beside the email. Everything typed
 * stays until the invitation is sent. Sent, the dialog closes, a toast names the learner and the list shows them.
 */
export function InviteDialog({
  isOpen,
  onOpenChange,
  organizations,
  organizationId,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  organizations: readonly Organization[];
  /** The organization the list is filtered by, chosen at first. */
  organizationId: string;
}) {
  const { t, i18n } = useTranslation();
  const language: Lang = i18n.language === "en" ? "en" : "pl";
  const client = useCampusClient();
  const revalidate = useRevalidateCalls();
  const toasts = useToasts();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<InviteDraft>(() => emptyInvite(language, organizationId));
  const [problems, setProblems] = useState<InviteProblems>({});
  const [sending, setSending] = useState(false);

  const edit = (field: InviteField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };
  const showProblems = (found: InviteProblems) => {
    setProblems(found);
    // After the fields say what is wrong: the first of them, in the form's order, takes focus.
    requestAnimationFrame(() => {
      const first = inviteFields.find((field) => found[field]);
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, button)`)?.focus();
    });
  };
  const close = () => {
    onOpenChange(false);
    setDraft(emptyInvite(language, organizationId));
    setProblems({});
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = inviteProblems(draft);
    if (Object.keys(found).length > 0) return showProblems(found);
    setSending(true);
    try {
      const learner = await client.call("inviteLearner", inviteBody(draft));
      toasts.success(
        t("accounts.invite.sent", { name: learnerName(learner) }),
        t("accounts.invite.sentDetail", { email: learner.email }),
      );
      void revalidate(["learners", "organizations"]);
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 409) showProblems({ email: "taken" });
      else toasts.error(t("accounts.invite.failed"));
    } finally {
      setSending(false);
    }
  };

  const problem = (field: InviteField) => {
    const found = problems[field];
    return found ? { isInvalid: true, errorMessage: t(`accounts.invite.errors.${found}`) } : { isInvalid: false };
  };
  const text = (field: "email" | "firstName" | "lastName", autoComplete: string) => (
    <div data-field={field}>
      <TextField
        label={t(`accounts.invite.${field}`)}
        value={draft[field]}
        onChange={(value) => edit(field, value)}
        type={field === "email" ? "email" : "text"}
        autoComplete={autoComplete}
        isRequired
        requiredLabel={t("accounts.invite.required")}
        {...problem(field)}
      />
    </div>
  );

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())} size="lg">
      <Dialog
        title={t("accounts.invite.title")}
        closeLabel={t("accounts.invite.close")}
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              {t("accounts.invite.cancel")}
            </Button>
            <Button type="submit" form={formId} isPending={sending}>
              {t("accounts.invite.send")}
            </Button>
          </>
        }
      >
        <form id={formId} ref={form} noValidate onSubmit={send} className="flex flex-col gap-4 pb-2">
          <p className="text-small text-fg-muted">{t("accounts.invite.lead")}</p>
          {text("email", "off")}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text("firstName", "off")}
            {text("lastName", "off")}
          </div>
          <div data-field="organizationId">
            <Select
              label={t("accounts.invite.organization")}
              placeholder={t("accounts.invite.organizationPlaceholder")}
              options={organizations.map((organization) => ({ id: organization._id, label: organization.name }))}
              selectedKey={draft.organizationId || null}
              onSelectionChange={(key) => edit("organizationId", key === null ? "" : String(key))}
              isRequired
              requiredLabel={t("accounts.invite.required")}
              {...problem("organizationId")}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div data-field="rankStage">
              <Select
                label={t("accounts.invite.rankStage")}
                description={t("accounts.invite.rankStageHint")}
                options={RANK_STAGES.map((stage) => ({ id: stage, label: stage }))}
                selectedKey={draft.rankStage}
                onSelectionChange={(key) => edit("rankStage", String(key ?? "1"))}
              />
            </div>
            <div data-field="language">
              <Select
                label={t("accounts.invite.language")}
                description={t("accounts.invite.languageHint")}
                options={LANGUAGES.map((lang) => ({ id: lang, label: t(`accounts.languages.${lang}`) }))}
                selectedKey={draft.language}
                onSelectionChange={(key) => edit("language", key === "en" ? "en" : "pl")}
              />
            </div>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
