"use client";

import { Search } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";

export type SearchBoxProps = {
  /** The query key the text submits under. */
  name?: string;
  defaultValue?: string;
  /** The text, once typing has stopped for `debounceMs` (spec 01 §4 "text search after 300 ms"). */
  onDebouncedChange?: (value: string) => void;
  debounceMs?: number;
  /** The input's accessible name (visually hidden; the placeholder is not a label). */
  label?: string;
  className?: string;
};

/**
 * The stock search text box (spec 01 §2, placeholder 'Search...'). A real search input plus a submit
 * button, so Enter and the button work in a plain GET form; with JavaScript the text is also reported
 * after a 300 ms pause.
 */
export function SearchBox({
  name = "query",
  defaultValue = "",
  onDebouncedChange,
  debounceMs = 300,
  label = "Search stock",
  className,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  // Follow the parent when its value changes (e.g. back/forward restores an older query), but not when it
  // is just the typed text echoed back trimmed, which would eat the space the shopper has just typed.
  const [lastDefault, setLastDefault] = useState(defaultValue);
  if (lastDefault !== defaultValue) {
    setLastDefault(defaultValue);
    if (defaultValue.trim() !== text.trim()) setText(defaultValue);
  }

  const callback = useRef(onDebouncedChange);
  useEffect(() => {
    callback.current = onDebouncedChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => callback.current?.(next), debounceMs);
  };

  return (
    <div className={cn("flex w-full md:max-w-md", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        value={text}
        onChange={onChange}
        placeholder="Search..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-border bg-background px-3 text-base placeholder:text-muted-foreground focus-visible:-outline-offset-2"
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-r-lg bg-primary text-primary-foreground hover:bg-primary/90"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
