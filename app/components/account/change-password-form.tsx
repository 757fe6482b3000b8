import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { MIN_PASSWORD_LENGTH } from "~/lib/auth-validation";
import { errorOf, messageOf, type Reply } from "./reply";

/** The server checks every field; the form is keyed by the answer so a success empties it. */
export function ChangePasswordForm({ reply }: { reply?: Reply }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <Form method="post" noValidate className="space-y-4" aria-label="Change password" key={messageOf(reply) ?? "form"}>
      <input type="hidden" name="intent" value="change-password" />
      <FormMessage error={pending ? null : errorOf(reply)} message={pending ? null : messageOf(reply)} />
      <FormField
        label="Current Password"
        id="account-current-password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <FormField
        label="New Password"
        id="account-new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby="account-new-password-rule"
      />
      <p id="account-new-password-rule" className="text-sm text-stone-500">
        At least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <FormField
        label="Confirm New Password"
        id="account-confirm-password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={pending}>{pending ? "Changing..." : "Change Password"}</SubmitButton>
    </Form>
  );
}
