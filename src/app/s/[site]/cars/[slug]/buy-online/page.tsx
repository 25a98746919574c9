import { permanentRedirect } from "next/navigation";
import { carPath } from "@/lib/stock/car-path";
import { decodeRouteParam } from "@/lib/text/route-param";

type Props = { params: Promise<{ site: string; slug: string }> };

/**
 * /cars/{slug}/buy-online (spec 01 §2: "/cars/{slug}/checkout (on some sites /cars/{slug}/buy-online)"):
 * the same reserve page under the other name some sites link to, so one URL serves it (308).
 */
export default async function BuyOnlineRoute({ params }: Props) {
  const { slug } = await params;
  permanentRedirect(`${carPath(decodeRouteParam(slug))}/checkout`);
}
