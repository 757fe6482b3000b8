import * as Accordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";

/** One section of the filter panel's accordion. */
export function FilterSection({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-b border-stone-200 last:border-b-0">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left text-sm font-bold">
          {title}
          <span
            aria-hidden="true"
            className="transition-transform group-data-[state=open]:rotate-180 [@media(scripting:none)]:hidden"
          >
            ▾
          </span>
        </Accordion.Trigger>
      </Accordion.Header>
      {/* Mounted closed too, so that without JavaScript (where no trigger can open it) it is shown. */}
      <Accordion.Content forceMount className="pb-4 data-[state=closed]:hidden [@media(scripting:none)]:block!">
        {children}
      </Accordion.Content>
    </Accordion.Item>
  );
}
