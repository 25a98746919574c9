import { sameSitePath } from "./safe-redirect";

/**
 * `/sign-in?type=…&redirect=…&back=…` (spec 02 §2: type is one of trade-in, checkout, finance,
 * spin-to-win, online-payment, car-finance or my-garage; spec 01 §2 adds `watchlist` for a shopper who
 * tried to save a car; issue 21 §6 adds `saved-search` for one who tried to save a search). The type only chooses the words; `redirect` is where a signed-in shopper goes,
 * `back` where "Not now" goes. Both pass safeRedirect. No zod: the page's script reads these too.
 */
export const SIGN_IN_TYPES = [
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
  "watchlist",
  "saved-search",
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function signInType(raw: unknown): SignInType | null {
  return typeof raw === "string" && (SIGN_IN_TYPES as readonly string[]).includes(raw)
    ? (raw as SignInType)
    : null;
}

/** What the page says the shopper is signing in for. */
const REASONS: Record<SignInType, string> = {
  "trade-in": "Sign in to value your trade-in.",
  checkout: "Sign in to reserve or buy this car online.",
  finance: "Sign in to apply for finance.",
  "spin-to-win": "Sign in to spin to win.",
  "online-payment": "Sign in to make your payment.",
  "car-finance": "Sign in to apply for car finance.",
  "my-garage": "Sign in to see your garage: your saved cars, searches and reservations.",
  watchlist: "Sign in to save cars to your watchlist and see them on any device.",
  "saved-search": "Sign in to save this search: we'll tell you when new cars match it.",
};

export function signInReason(type: SignInType | null): string {
  return type ? REASONS[type] : "Sign in with your mobile number. We'll text you a code: no password needed.";
}

/** The sign-in page's query, as the page reads it: unknown types and unsafe paths are dropped. */
export type SignInQuery = { type: SignInType | null; redirect: string; back: string };

export function signInQuery(params: Record<string, string | string[] | undefined>): SignInQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const redirect = sameSitePath(first(params.redirect));
  const back = sameSitePath(first(params.back));
  return {
    type: signInType(first(params.type)),
    // Never back to sign-in itself: that would be a loop.
    redirect: redirect && !isSignInPath(redirect) ? redirect : "/",
    back: back && !isSignInPath(back) ? back : "/",
  };
}

function isSignInPath(path: string): boolean {
  return (
    path === "/sign-in" ||
    path.startsWith("/sign-in?") ||
    path.startsWith("/sign-in/") ||
    path.startsWith("/sign-in#")
  );
}

/** `/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx` */
export function signInPath(query: {
  type?: SignInType | null;
  redirect: string;
  back?: string | null;
}): string {
  const params = new URLSearchParams();
  if (query.type) params.set("type", query.type);
  params.set("redirect", query.redirect);
  if (query.back) params.set("back", query.back);
  return `/sign-in?${params.toString()}`;
}
