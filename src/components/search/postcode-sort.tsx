"use client";

import { useState } from "react";
import { PostcodeField } from "@/components/locations/postcode-field";
import { useNearestLocation } from "@/components/locations/use-nearest-location";
import { formatDistance } from "@/lib/locations/distance";
import { ordersByDistance } from "@/lib/search/search-order";
import { setPostcode, setSort } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { ApplySearch } from "./use-search-state";

/**
 * 'Cars near me' (issue 17 item 5): a postcode the results are ordered by, nearest yard first, and
 * each card's distance (issue 34 item 4: under another sort the distances stay, the order is the sort's). The
 * postcode is checked (4 digits, then known) before the search changes; its message shows beside the
 * field (spec 02 §8). Inside the search page's GET form, so without JavaScript it submits `postcode`.
 */
export function PostcodeSort({
  state,
  apply,
  initialInput,
  initialError,
}: {
  state: SearchState;
  apply: ApplySearch;
  /** What the URL's postcode was, used or not. */
  initialInput: string;
  /** The server's message for the URL's postcode, if it was not used. */
  initialError: string | null;
}) {
  const [text, setText] = useState(state.postcode ?? initialInput);
  const [serverError, setServerError] = useState(initialError);
  const { lookup, find, reset } = useNearestLocation(1);
  const error = lookup.status === "error" ? lookup.error : serverError;
  const nearest = lookup.status === "found" ? lookup.answer.locations[0] : undefined;

  const onLookup = async () => {
    setServerError(null);
    if (text.trim() === "") {
      reset();
      if (state.postcode) apply(setPostcode(state, ""));
      return;
    }
    const found = await find(text);
    // "Nearest first" orders by distance: the default order under a postcode (lib/search/search-order).
    if (found) apply(setSort(setPostcode(state, found.postcode), "relevance"));
  };

  return (
    <div className="flex flex-col" data-testid="postcode-sort">
      <PostcodeField
        label="Cars near postcode"
        buttonLabel="Nearest first"
        value={text}
        onChange={setText}
        onLookup={() => void onLookup()}
        error={error}
        busy={lookup.status === "loading"}
      />
      {state.postcode ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {ordersByDistance(state)
            ? `Nearest to ${state.postcode} first`
            : `Distances from ${state.postcode}`}
          {nearest ? ` (closest yard: ${nearest.name}, ${formatDistance(nearest.distanceKm)})` : ""}.{" "}
          <button
            type="button"
            className="underline"
            onClick={() => {
              setText("");
              reset();
              apply(setPostcode(state, ""));
            }}
          >
            Clear postcode
          </button>
        </p>
      ) : null}
    </div>
  );
}
