import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { validateSignIn } from "~/lib/auth-validation";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

type Result = { error?: string; email?: string };

/** Validates in the browser first for instant messages; the server repeats every check. */
export function SignInForm({ redirectTo, result }: { redirectTo: string; result?: Result }) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const error = validateSignIn({ email: String(form.get("email")), password: String(form.get("password")) });
    setClientError(error);
    if (error) event.preventDefault();
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormMessage error={clientError ?? (pending ? null : result?.error)} />
      <FormField
        label="Email"
        id="signin-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={result?.email}
      />
      <FormField
        label="Password"
        id="signin-password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton pending={pending}>{pending ? "Signing in..." : "Sign In"}</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="font-medium text-brand-700 underline hover:text-brand-800">
          Forgot your password?
        </Link>
      </p>
    </Form>
  );
}
