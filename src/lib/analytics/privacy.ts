/**
 * Do Not Track and Global Privacy Control (issue 33 §1, decision 0061). Anonymous counting goes on
 * (a page view, an event, a car, the page kind and the device class: nothing about the person), but
 * a browser sending either signal gets nothing beyond it: no visitor hash (it is not counted among
 * visitors, nor in the funnel, which follows visitors) and no source, medium or campaign (its traffic
 * is filed under "(private)"). The signal is honoured from the request's headers (`DNT: 1`,
 * `Sec-GPC: 1`) and from the page's own reading of `navigator`, whichever says so.
 */

export function privacyRequested(headers: { get(name: string): string | null }): boolean {
  return headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1";
}

/** What of `navigator` the page reads; `doNotTrack` is "1" where the shopper turned it on. */
export type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

export function browserRequestsPrivacy(
  navigator: PrivacyNavigator | undefined,
  w?: { doNotTrack?: string | null },
): boolean {
  return navigator?.globalPrivacyControl === true || navigator?.doNotTrack === "1" || w?.doNotTrack === "1";
}
