"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { InboxRow } from "@/lib/inbox/inbox-row";
import { Button, buttonVariants } from "../ui/button";
import { LeadsTable } from "./leads-table";
import { useNewLeads } from "./use-new-leads";

/**
 * The inbox's list (issue 31 §4): the page's leads, and the leads that arrive while it is open. New
 * ones wait behind a button ("2 new leads: show them") that a screen reader hears announced, so the
 * list never shifts under a reader's finger; on the first page they join the top of the list, on a
 * later page the button leads to the newest. Paging links keep the view's filters.
 */

export type LeadsInboxProps = {
  slug: string;
  rows: InboxRow[];
  /** The polling endpoint for this view, without `since`. */
  updatesUrl: string;
  drawnAt: string;
  /** The first page: new leads join it; else the button goes to it. */
  firstPage: boolean;
  newestHref: string;
  olderHref: string | null;
  newerHref: string | null;
  /** Words for an empty list: "No leads yet." or "No leads match these filters." */
  empty: string;
};

const leadsWord = (n: number, more: boolean) =>
  `${n}${more ? "+" : ""} new lead${n === 1 && !more ? "" : "s"}`;

export function LeadsInbox(props: LeadsInboxProps) {
  const [rows, setRows] = useState(props.rows);
  useEffect(() => setRows(props.rows), [props.rows]);
  const fresh = useNewLeads({ url: props.updatesUrl, known: rows, drawnAt: props.drawnAt });
  const listTop = useRef<HTMLHeadingElement>(null);
  const count = fresh.waiting.length;
  const announce = fresh.stopped ?? (count ? `${leadsWord(count, fresh.more)} arrived.` : "");

  const show = () => {
    const taken = fresh.take();
    setRows((current) => [...taken, ...current]);
    listTop.current?.focus();
  };

  return (
    <section aria-labelledby="leads-list">
      <h2 id="leads-list" ref={listTop} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {rows.length === 1 ? "1 lead" : `${rows.length} leads`} on this page, newest first
      </h2>
      <p aria-live="polite" role="status" className="sr-only">
        {announce}
      </p>
      {fresh.stopped ? <p className="mb-3 text-sm">{fresh.stopped}</p> : null}
      {count ? (
        <div className="mb-3">
          {props.firstPage ? (
            <Button type="button" onClick={show}>
              {leadsWord(count, fresh.more)}: show {count === 1 && !fresh.more ? "it" : "them"}
            </Button>
          ) : (
            <Link href={props.newestHref} className={buttonVariants()}>
              {leadsWord(count, fresh.more)}: go to the newest
            </Link>
          )}
        </div>
      ) : null}
      {rows.length ? (
        <LeadsTable slug={props.slug} rows={rows} caption="Leads, newest first" />
      ) : (
        <p className="rounded-xl border bg-background p-4">{props.empty}</p>
      )}
      <nav aria-label="Pages of leads" className="mt-6 flex flex-wrap gap-4">
        {props.newerHref ? (
          <>
            <Link href={props.newestHref} className="underline">
              Newest
            </Link>
            <Link href={props.newerHref} className="underline" rel="prev">
              Newer
            </Link>
          </>
        ) : null}
        {props.olderHref ? (
          <Link href={props.olderHref} className="underline" rel="next">
            Older
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
