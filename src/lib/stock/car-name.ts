/**
 * A car's display name when its feed gives none: "2024 Toyota HiLux SR5". A badge that only repeats
 * the model (Hyundai's base "Kona" grade) is left out, so the name never reads "Kona Kona".
 */
export function carDisplayName(car: {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
}): string {
  const badge = car.badge?.trim();
  const showBadge = badge && badge.toLowerCase() !== car.model.trim().toLowerCase();
  return [car.year, car.make.trim(), car.model.trim(), showBadge ? badge : null].filter(Boolean).join(" ");
}
