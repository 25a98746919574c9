"use client";

import { type KeyboardEvent, type MouseEvent, useId, useState } from "react";
import { keywordValues, MAX_KEYWORDS } from "@/lib/search/keywords";

/**
 * The keyword facet's field (spec 02 §7, decision 0087): words a car's make, model, badge or
 * description must all have. The chosen keywords show as the page's removable chips; here they ride
 * along as hidden fields, so a GET form sent without JavaScript keeps them and adds what was typed.
 * With JavaScript, Enter or 'Add' applies the words at once (`onAdd`, given every keyword).
 */
export function KeywordFilter({
  chosen,
  onAdd,
}: {
  chosen: readonly string[];
  onAdd: (keywords: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = (event: KeyboardEvent | MouseEvent) => {
    event.preventDefault();
    const { values, dropped } = keywordValues([...chosen, text]);
    if (values.length === chosen.length && !dropped) return;
    setError(dropped ? `At most ${MAX_KEYWORDS} keywords: the first ${MAX_KEYWORDS} are used.` : null);
    setText("");
    onAdd(values);
  };

  return (
    <div className="flex flex-col gap-1">
      {chosen.map((keyword) => (
        <input key={keyword} type="hidden" name="keyword" value={keyword} />
      ))}
      <label htmlFor={id} className="sr-only">
        Add a keyword
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Words in the make, model, badge or description, e.g. towbar. Cars have every one.
      </p>
      <div className="flex">
        <input
          id={id}
          name="keyword"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={100}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="h-10 min-w-0 flex-1 rounded-l-lg border border-r-0 border-border bg-background px-3 text-base"
        />
        <button
          type="submit"
          onClick={add}
          className="h-10 shrink-0 rounded-r-lg bg-primary px-3 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Add<span className="sr-only"> keyword</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
