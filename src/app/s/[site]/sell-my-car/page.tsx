import { TradeInPage, type TradeInPageProps, tradeInMetadata } from "../_routes/trade-in-route";

/** The answers a shopper saves and the valuation they get are theirs: rendered per request. */
export const dynamic = "force-dynamic";

/** /sell-my-car: the trade-in wizard (spec 02 §2), or a redirect to the site's own path for it. */
export async function generateMetadata({ params }: TradeInPageProps) {
  return tradeInMetadata((await params).site);
}

export default function TradeInRoute(props: TradeInPageProps) {
  return <TradeInPage {...props} path="/sell-my-car" />;
}
