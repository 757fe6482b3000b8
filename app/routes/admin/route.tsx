import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import * as Tabs from "@radix-ui/react-tabs";
import { z } from "zod";
import { DataHealthTab } from "~/components/admin/data-health-tab";
import { EditionImportPanel } from "~/components/admin/edition-import-panel";
import { ImportPanel } from "~/components/admin/import-panel";
import { ReportsTab } from "~/components/admin/reports-tab";
import { UsersTab } from "~/components/admin/users-tab";
import { normalizeEmail } from "~/lib/auth-validation";
import { laDay, laYearMonth } from "~/lib/as-of";
import { pageMeta } from "~/lib/seo";
import { readOne } from "~/models/batch.server";
import { dataHealthRead } from "~/models/data-health.server";
import { listOpenReports } from "~/models/reports.server";
import { grantAdmin, listAdmins, revokeAdmin } from "~/models/roles.server";
import { findUserByEmail } from "~/models/users.server";
import { forgetSession, requireAdmin } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { reviewReport } from "./review-report.server";

const TABS = ["neighborhoods", "restaurants", "lists", "reports", "health", "users"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  neighborhoods: "Neighborhoods",
  restaurants: "Restaurants",
  lists: "Lists",
  reports: "Reports",
  health: "Data health",
  users: "Users",
};
const tabSchema = z.enum(TABS).catch("neighborhoods");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin Dashboard",
    description: "Keep the LA Eats Ranked data fresh: imports, list editions, reports and admins.",
    path: "/admin",
    noindex: true,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const now = new Date();
  const [admins, reports, health] = await Promise.all([
    listAdmins(context.db),
    listOpenReports(context.db),
    readOne(context.db, dataHealthRead(context.db, laDay(now))),
  ]);
  return { email: admin.email, currentUserId: admin.id, admins, reports, health, thisMonth: laYearMonth(now) };
}

const reportId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("grant"), email: z.string().trim().default("") }),
  z.object({ intent: z.literal("revoke"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("accept"), reportId, month: z.string().default("") }),
  z.object({ intent: z.literal("dismiss"), reportId, month: z.string().default("") }),
]);

/** Which tab a reply belongs to, so the other tabs never show it. */
type Reply = { tab: "users" | "reports"; ok: boolean; message: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  const reply = (result: Omit<Reply, "tab">, status = 200, tab: Reply["tab"] = "users") =>
    data<Reply>({ tab, ...result }, { status });
  if (!parsed.success) return reply({ ok: false, message: "Unknown request" }, 400);
  const input = parsed.data;

  if (input.intent === "accept" || input.intent === "dismiss") {
    const { status, ...result } = await reviewReport(context.db, admin.id, input);
    // An accepted closure changed the data: the edge cache's copy of the markers follows.
    if (input.intent === "accept" && result.ok) await context.markers.publish();
    return reply(result, status, "reports");
  }

  if (input.intent === "grant") {
    if (!input.email) return reply({ ok: false, message: "Please enter an email address" }, 400);
    const user = await findUserByEmail(context.db, normalizeEmail(input.email));
    if (!user) return reply({ ok: false, message: "Failed to add admin role: no account uses that email." }, 404);
    const outcome = await grantAdmin(context.db, user.id, admin.id);
    if (outcome === "already") return reply({ ok: true, message: `${user.email} is already an admin.` });
    return reply({ ok: true, message: "Admin role added successfully!" });
  }

  const outcome = await revokeAdmin(context.db, input.userId);
  if (outcome === "last-admin") {
    return reply({ ok: false, message: "The last admin can't be removed. Make someone else an admin first." }, 409);
  }
  if (outcome === "not-admin") return reply({ ok: false, message: "That user is not an admin." }, 404);
  forgetSession(context);
  if (input.userId === admin.id) throw redirect("/");
  return reply({ ok: true, message: "Admin role removed." });
}

/** Switching tabs only changes `?tab` (read in the component): no need to reload the admin list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);

export default function AdminDashboard() {
  const { email, currentUserId, admins, reports, health, thisMonth } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabSchema.parse(searchParams.get("tab"));
  const triggerClass =
    "flex-1 rounded-lg px-2 py-2 text-sm sm:flex-none sm:px-4 font-semibold text-stone-600 transition hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
      <p className="mt-1 break-words text-stone-600">Signed in as {email}</p>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true, preventScrollReset: true })}
        className="mt-6"
      >
        <Tabs.List
          aria-label="Admin sections"
          className="grid grid-cols-2 gap-1 rounded-xl bg-stone-200/70 p-1 sm:flex [&>:last-child:nth-child(odd)]:col-span-2"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClass}>
              {TAB_LABELS[value]}
              {value === "reports" && reports.length ? ` (${reports.length})` : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <Tabs.Content value="neighborhoods">
            <ImportPanel kind="neighborhoods" />
          </Tabs.Content>
          <Tabs.Content value="restaurants">
            <ImportPanel kind="restaurants" />
          </Tabs.Content>
          <Tabs.Content value="lists">
            <EditionImportPanel />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportsTab
              reports={reports}
              thisMonth={thisMonth}
              result={result?.tab === "reports" ? result : undefined}
            />
          </Tabs.Content>
          <Tabs.Content value="health">
            <DataHealthTab health={health} />
          </Tabs.Content>
          <Tabs.Content value="users">
            <UsersTab
              admins={admins}
              currentUserId={currentUserId}
              result={result?.tab === "users" ? result : undefined}
            />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </main>
  );
}
