import { Button } from "@campus/design-system";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSsoSignIn } from "../../session";

/**
 * "Sign in with {name}": the organization's identity provider, through the campus's server. The page is left
 * for the provider, so the button stays pending until it is gone.
 */
export function SsoSignIn({ name }: { name: string }) {
  const { t } = useTranslation();
  const signOn = useSsoSignIn();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="secondary"
      size="lg"
      icon={<Building2 />}
      isPending={leaving}
      className="w-full"
      onPress={() => {
        setLeaving(true);
        void signOn().catch(() => setLeaving(false));
      }}
    >
      {t("login.sso.button", { name })}
    </Button>
  );
}

/** Why single sign-on sent the learner back (`/login?sso=<reason>`), as the server names it. */
export const SSO_REFUSALS = ["unavailable", "failed", "unknownAccount", "unverifiedEmail", "deactivated"] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The reason in the address, or undefined; an unknown word reads as a failed sign-on. */
export function ssoRefusalOf(search: string): SsoRefusal | undefined {
  const reason = new URLSearchParams(search).get("sso");
  if (reason === null) return undefined;
  return (SSO_REFUSALS as readonly string[]).includes(reason) ? (reason as SsoRefusal) : "failed";
}
