import type { LegalSegment } from "@/lib/content/legal-text";

/** A filled paragraph of legal copy: text nodes and the links its placeholders stand for, never HTML. */
export function LegalText({ segments }: { segments: readonly LegalSegment[] }) {
  return segments.map((segment, i) =>
    segment.kind === "text" ? (
      segment.text
    ) : (
      <a
        // A paragraph's segments never move, so their place is a stable key.
        key={`${i}:${segment.href}`}
        href={segment.href}
        className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        {...(/^https?:/.test(segment.href) ? { rel: "noopener" } : {})}
      >
        {segment.text}
      </a>
    ),
  );
}
