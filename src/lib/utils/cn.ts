import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx rules). It does not resolve Tailwind conflicts: a component's classes and its
 * variants never set the same property twice, and a caller that needs a different look picks a variant
 * instead of overriding one utility with another. (tailwind-merge did that resolution at run time, but
 * its first call builds a table of every Tailwind class, about 15 ms of a phone's main thread during
 * hydration; decision 0012.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
