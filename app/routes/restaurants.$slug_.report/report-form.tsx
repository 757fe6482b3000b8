import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import {
  MAX_DETAILS_LENGTH,
  readReport,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  reportFields,
  type ReportErrors,
  type ReportReply,
} from "~/lib/reports/report-form";

const input =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** Checked in the browser first for instant messages; the server repeats every check and re-shows what was typed. */
export function ReportForm({ restaurant, reply }: { restaurant: { slug: string; name: string }; reply?: ReportReply }) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<ReportErrors | null>(null);
  const pending = navigation.state === "submitting";
  const errors = clientErrors ?? (pending ? {} : (reply?.errors ?? {}));
  const typed = reply?.fields;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = readReport(reportFields(new FormData(event.currentTarget))).errors;
    setClientErrors(found);
    if (found) event.preventDefault();
  }

  const described = (name: keyof ReportErrors, hint?: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `report-${name}-error` : null, hint].filter(Boolean).join(" ") || undefined,
  });
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Report a problem with {restaurant.name}</h1>
      <p className="mt-2 text-stone-600">
        Tell us if it has closed or moved, or if something on its page is wrong. We check every report before changing
        anything.
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} aria-label="Report a problem" className="mt-6 space-y-5">
        <FormMessage
          error={
            pending ? null : (reply?.error ?? (Object.keys(errors).length ? "Please check the form below." : null))
          }
        />
        <fieldset aria-describedby={errors.kind ? "report-kind-error" : undefined}>
          <legend className="text-sm font-medium text-stone-700">What is wrong?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REPORT_KINDS.map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={typed?.kind === kind}
                  className="h-4 w-4 accent-brand-700"
                />
                {REPORT_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          <FieldError id="report-kind-error" message={errors.kind} />
        </fieldset>
        <div>
          <label htmlFor="report-details" className="block text-sm font-medium text-stone-700">
            Details (optional)
          </label>
          <textarea
            id="report-details"
            name="details"
            rows={5}
            maxLength={MAX_DETAILS_LENGTH}
            defaultValue={typed?.details}
            className={input}
            {...described("details", "report-details-hint")}
          />
          <p id="report-details-hint" className="mt-1 text-sm text-stone-500">
            When it closed, where it moved, or what is wrong: up to {MAX_DETAILS_LENGTH.toLocaleString("en-US")}{" "}
            characters.
          </p>
          <FieldError id="report-details-error" message={errors.details} />
        </div>
        <div>
          <label htmlFor="report-email" className="block text-sm font-medium text-stone-700">
            Your email (optional)
          </label>
          <input
            id="report-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={typed?.email}
            className={input}
            {...described("email", "report-email-hint")}
          />
          <p id="report-email-hint" className="mt-1 text-sm text-stone-500">
            Only if we may ask you about it. We never show or share it.
          </p>
          <FieldError id="report-email-error" message={errors.email} />
        </div>
        <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
          <Link to={`/restaurants/${restaurant.slug}`} className="font-medium text-brand-700 hover:underline">
            Cancel
          </Link>
          <div className="w-full sm:w-48">
            <SubmitButton pending={pending}>{pending ? "Sending..." : "Send report"}</SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
