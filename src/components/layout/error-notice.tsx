import { buttonVariants } from "@/components/ui/button";

/**
 * What a person sees when a page fails (issue 36 item 3, decision 0068): what happened in plain
 * words, a way to try again and a way out, and the error's reference, the digest the server's log line
 * for the same error carries (src/instrumentation.ts onRequestError), to quote to whoever looks.
 * Presentational: each segment's error page (`error.tsx`) gives it its words.
 */
export type ErrorNoticeProps = {
  title: string;
  message: string;
  /** The error's digest, when Next gave it one (server errors; never the error's own text). */
  reference?: string;
  /** Where the way out goes, and what it says. */
  home: { href: string; label: string };
  /** Renders the segment again (Next's `reset`); no button without it. */
  onRetry?: () => void;
};

export function ErrorNotice({ title, message, reference, home, onRetry }: ErrorNoticeProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      {reference ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Reference: <code className="font-mono">{reference}</code>
        </p>
      ) : null}
      <div className="mt-6 flex justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className={buttonVariants({ variant: "primary", size: "md" })}
          >
            Try again
          </button>
        ) : null}
        <a href={home.href} className={buttonVariants({ variant: "secondary", size: "md" })}>
          {home.label}
        </a>
      </div>
    </div>
  );
}

/** The reference of an error Next handed to an error page: its digest, when it is one Next made. */
export function errorReference(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^[\w-]{1,64}$/.test(digest) ? digest : undefined;
}
