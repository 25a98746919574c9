import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

// cn() joins classes without resolving Tailwind conflicts (decision 0012), so a variant combination
// that set one property twice would leave the winner to stylesheet order. tailwind-merge, a dev
// dependency only, finds such pairs here instead of in every browser at run time.
describe("buttonVariants: every combination sets each property once", () => {
  const variants = ["default", "primary", "secondary", "success", "ghost"] as const;
  const sizes = ["sm", "md", "lg", "icon"] as const;
  for (const variant of variants) {
    for (const size of sizes) {
      for (const wrap of [false, true]) {
        it(`${variant} ${size}${wrap ? " wrap" : ""}`, () => {
          const classes = buttonVariants({ variant, size, wrap });
          expect(twMerge(classes).split(" ").sort()).toEqual(classes.split(" ").sort());
        });
      }
    }
  }
});
