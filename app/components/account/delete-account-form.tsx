import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { errorOf, type Reply } from "./reply";

export function DeleteAccountForm({ email, reply }: { email: string; reply?: Reply }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" noValidate className="space-y-4" aria-label="Delete account">
      <p className="text-stone-600">
        This deletes your account, your saved list and your Been list, and signs you out everywhere. It cannot be
        undone.
      </p>
      <input type="hidden" name="intent" value="delete" />
      <FormMessage error={pending ? null : errorOf(reply)} />
      <FormField
        label={`Type ${email} to confirm`}
        id="account-delete-email"
        name="confirmEmail"
        type="email"
        autoComplete="off"
      />
      <FormField
        label="Current Password"
        id="account-delete-password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {pending ? "Deleting..." : "Delete My Account"}
      </button>
    </Form>
  );
}
