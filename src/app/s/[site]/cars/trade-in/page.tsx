import { TradeInPage, type TradeInPageProps, tradeInMetadata } from "../../_routes/trade-in-route";

export const dynamic = "force-dynamic";

/** /cars/trade-in?car_id={id} (spec 01 §2): the wizard with the car the shopper wants to buy. */
export async function generateMetadata({ params }: TradeInPageProps) {
  return tradeInMetadata((await params).site, true);
}

export default function CarTradeInRoute(props: TradeInPageProps) {
  return <TradeInPage {...props} path="/cars/trade-in" />;
}
