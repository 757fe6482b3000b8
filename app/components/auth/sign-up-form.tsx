import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH, validateSignUp } from "~/lib/auth-validation";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

type Result = { error?: string; message?: string; email?: string };

export function SignUpForm({ result }: { result?: Result }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";

  // A successful sign-up clears the fields.
  useEffect(() => {
    if (result?.message) formRef.current?.reset();
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const error = validateSignUp({
      email: String(form.get("email")),
      password: String(form.get("password")),
      confirmPassword: String(form.get("confirmPassword")),
    });
    setClientError(error);
    if (error) event.preventDefault();
  }

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <input type="hidden" name="intent" value="signup" />
      <FormMessage
        error={clientError ?? (pending ? null : result?.error)}
        message={pending || clientError ? null : result?.message}
      />
      <FormField
        label="Email"
        id="signup-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={result?.message ? "" : result?.email}
      />
      <FormField
        label="Password"
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby="signup-password-hint"
      />
      <p id="signup-password-hint" className="-mt-2 text-xs text-stone-500">
        At least {MIN_PASSWORD_LENGTH} characters, and not a common password.
      </p>
      <FormField
        label="Confirm Password"
        id="signup-confirm-password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={pending}>{pending ? "Creating account..." : "Sign Up"}</SubmitButton>
    </Form>
  );
}
