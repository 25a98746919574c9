"use client";

import { useEffect, useState } from "react";
import { formatPrice } from "@/lib/format/format";
import { HOME_PRICE_SLIDER, homePriceSearchHref, moveHomePriceThumb } from "@/lib/search/range-slider";
import { RangeSlider } from "./range-slider";

/**
 * Spec 02 §2 "Price-range slider: range 5000 to 250000, step 500; navigates to the search URL with the
 * price filter and sort by price descending". Without JavaScript it is a GET form sending the same.
 */
export function HomePriceSearch() {
  const { min, max, step } = HOME_PRICE_SLIDER;
  const [range, setRange] = useState({ min, max });
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <form
      method="get"
      action="/search"
      data-enhanced={enhanced ? "true" : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(homePriceSearchHref(range));
      }}
      className="rounded-lg border bg-background p-5 text-foreground shadow"
    >
      <h2 className="text-lg font-semibold">Shop by price</h2>
      <RangeSlider
        name="price"
        label="Price"
        min={min}
        max={max}
        step={step}
        value={range}
        format={formatPrice}
        onChange={(next) =>
          // Spec 02 §4: the min thumb stops at max − 1 and the max thumb at min + 1.
          setRange((r) =>
            moveHomePriceThumb(
              r,
              next.min !== r.min ? "min" : "max",
              next.min !== r.min ? next.min : next.max,
            ),
          )
        }
        className="mt-3"
      />
      <input type="hidden" name="sortBy" value="price_desc" />
      <button
        type="submit"
        className="mt-4 w-full rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground"
      >
        Search by price
      </button>
    </form>
  );
}
