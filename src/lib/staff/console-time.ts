/**
 * A moment as the console shows it (decision 0046): on Sydney's clock with the zone named (`26 Nov
 * 2026, 9:15 am AEDT`), the same on the server's page and in every browser, so a lead's arrival reads
 * the same to a manager in Perth as to the group admin in Sydney, and the zone says which clock.
 */
export const CONSOLE_TIME_ZONE = "Australia/Sydney";

const FORMAT = new Intl.DateTimeFormat("en-AU", {
  timeZone: CONSOLE_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function consoleTime(date: Date): string {
  return FORMAT.format(date);
}
