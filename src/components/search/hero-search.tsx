"use client";

import { useEffect, useState } from "react";
import { FIELD_INPUT_CLASS, FIELD_LABEL_CLASS } from "@/components/ui/form-field";
import type { HeroMake } from "@/lib/search/home-search";

/**
 * The hero's search (issue 34 item 6, decision 0078): a make, a model and words, sent to /search as
 * `make`, `make_model` and `query`. Without JavaScript it is a plain GET form and the model list holds
 * every make's models, grouped by make; where JavaScript runs the model list follows the make. An
 * empty field sends an empty value, which the search page ignores.
 */
export function HeroSearch({ makes }: { makes: readonly HeroMake[] }) {
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const shown = enhanced && make ? makes.filter((m) => m.make === make) : makes;
  return (
    <search aria-label="Search our cars">
      <form
        method="get"
        action="/search"
        data-enhanced={enhanced ? "true" : undefined}
        className="rounded-lg bg-background p-4 text-foreground shadow-lg sm:p-5"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={FIELD_LABEL_CLASS}>
            Make
            <select
              name="make"
              value={make}
              onChange={(event) => {
                const next = event.target.value;
                setMake(next);
                // A model of another make would find nothing: the list starts again.
                if (next && !model.startsWith(`${next} `)) setModel("");
              }}
              className={FIELD_INPUT_CLASS}
            >
              <option value="">Any make</option>
              {makes.map((m) => (
                <option key={m.make} value={m.make}>
                  {m.make}
                </option>
              ))}
            </select>
          </label>
          <label className={FIELD_LABEL_CLASS}>
            Model
            <select
              name="make_model"
              value={model}
              onChange={(event) => setModel(event.target.value)}
              className={FIELD_INPUT_CLASS}
            >
              <option value="">Any model</option>
              {shown
                .filter((m) => m.models.length)
                .map((m) => (
                  <optgroup key={m.make} label={m.make}>
                    {m.models.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          </label>
          <label className={`${FIELD_LABEL_CLASS} sm:col-span-2`}>
            Keywords
            <input
              type="search"
              name="query"
              maxLength={200}
              placeholder="e.g. hybrid, tow bar, 7 seats"
              className={FIELD_INPUT_CLASS}
            />
          </label>
        </div>
        <button
          type="submit"
          className="mt-4 min-h-11 w-full rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground"
        >
          Search cars
        </button>
      </form>
    </search>
  );
}
