import type { ReactNode } from "react";

/**
 * The parts a record's page in the console is made of (issue 31 §5–6): a titled section, its facts as
 * a description list, a timeline of what happened, and the messages the shopper was sent with whether
 * each went. Data in, markup out; the pages lay them out.
 */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-background p-4" aria-labelledby={sectionId(title)}>
      <h2 id={sectionId(title)} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type TimelineEntry = { key: string; at: Date; when: string; what: string; why: string };

export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.key} className="border-l-2 pl-3">
          <p className="font-semibold">{entry.what}</p>
          <p className="text-muted-foreground">
            <time dateTime={entry.at.toISOString()}>{entry.when}</time> · {entry.why}
          </p>
        </li>
      ))}
    </ol>
  );
}

export type NoticeLine = { id: number; how: string; to: string; subject: string; state: string };

/** What the shopper was sent about this record: by which channel, to whom, and whether it went. */
export function NoticeList({ notices }: { notices: readonly NoticeLine[] }) {
  if (notices.length === 0) return <p className="text-sm">Nothing has been sent to the shopper yet.</p>;
  return (
    <ul aria-label="Messages to the shopper" className="space-y-2 text-sm">
      {notices.map((notice) => (
        <li key={notice.id}>
          <span className="font-semibold">{notice.how}</span> to{" "}
          <span className="break-all">{notice.to}</span>: “{notice.subject}” — {notice.state}
        </li>
      ))}
    </ul>
  );
}
