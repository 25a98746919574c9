"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A new key, shown this once (issue 31 §7): only its hash is kept, so it cannot be shown again. A
 * Copy button puts it on the clipboard; where the browser refuses, the key is selected to copy by hand.
 */
export function ApiKeyShownOnce({
  name,
  apiKey,
  onDone,
}: {
  name: string;
  apiKey: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const codeId = `key-${apiKey.slice(4, 12)}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The key appears above the form that made it: a keyboard or screen-reader user is taken to it.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied("yes");
    } catch {
      const code = document.getElementById(codeId);
      if (code) window.getSelection()?.selectAllChildren(code);
      setCopied("no");
    }
  }

  return (
    <section
      aria-labelledby={`${codeId}-title`}
      className="space-y-3 rounded-xl border border-success bg-background p-4"
    >
      <h2 id={`${codeId}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Your new key “{name}”
      </h2>
      <p className="text-sm">
        Copy it now and keep it in the other system’s secret settings:{" "}
        <strong>this is the only time it is shown.</strong> Lost, revoke it and make another.
      </p>
      <code id={codeId} className="block break-all rounded-lg bg-muted p-3 font-mono text-sm">
        {apiKey}
      </code>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={copy}>
          Copy key <span className="sr-only">“{name}”</span>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          I have stored it
        </Button>
        <p role="status" className="text-sm">
          {copied === "yes"
            ? "Copied to the clipboard."
            : copied === "no"
              ? "The browser did not allow copying: the key is selected, copy it with your keyboard."
              : ""}
        </p>
      </div>
    </section>
  );
}
