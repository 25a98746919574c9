import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Class names for anything that should look like a button (a <button>, or an <a> styled as one).
 * Colours come from the semantic tokens only, so every site's theme applies.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold",
    "transition-colors motion-reduce:transition-none",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        primary: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "border border-border bg-background text-foreground hover:bg-muted",
        success: "bg-success text-success-foreground hover:bg-success/90",
        ghost: "text-foreground hover:bg-muted",
      },
      size: {
        sm: "min-h-9 px-3 text-sm [&_svg]:size-4",
        md: "min-h-11 px-4 text-sm [&_svg]:size-4",
        lg: "min-h-12 px-6 text-base [&_svg]:size-5",
        /** A square button holding only an icon (it needs an aria-label). */
        icon: "size-11 text-sm [&_svg]:size-4",
      },
      /** Long labels wrap onto a second line instead of overflowing a narrow column. */
      wrap: { false: "whitespace-nowrap", true: "text-center whitespace-normal" },
    },
    defaultVariants: { variant: "default", size: "md", wrap: false },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export type ButtonProps = ComponentProps<"button"> & ButtonVariantProps;

/**
 * A <button> with the shared look. `type` defaults to "button" so it never submits a form by accident.
 * `className` adds layout (margins, width, flex); it must not restate what a variant sets (cn does not
 * resolve conflicts): choose a variant instead.
 */
export function Button({ className, variant, size, wrap, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
