"use client";

import { useEffect, useState } from "react";
import { formatPrice } from "@/lib/format/format";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";
import { priceAfterTradeIn } from "@/lib/trade-in/trade-in-page";
import { readStorage, writeStorage } from "../leads/browser-storage";
import { Button } from "../ui/button";

/**
 * Putting a trade-in offer toward a car (issue 34 item 1, decision 0084). The browser remembers the
 * last valuation with an offer (`rememberOffer`), so a car's Trade In page can offer to use it
 * (`UseMyOffer`); that page, opened with the valuation, shows `ApplyOffer`: the offer against the
 * car's price and a button that sends it to the dealer as an enquiry about the car.
 */
export const REMEMBERED_OFFER_KEY = "forecourt:trade-in-offer";

export function rememberOffer(id: string): void {
  if (typeof window !== "undefined") writeStorage(window.localStorage, REMEMBERED_OFFER_KEY, id);
}

type Remembered = { id: string; offer: number; title: string };

/** On a car's Trade In page: "use the offer you already have" once the browser finds one. */
export function UseMyOffer({
  carId,
  carName,
  pagePath,
}: {
  carId: number;
  carName: string;
  pagePath: string;
}) {
  const [remembered, setRemembered] = useState<Remembered | null>(null);
  useEffect(() => {
    const id = readStorage(window.localStorage, REMEMBERED_OFFER_KEY);
    if (!id || !/^tv_[\w-]{24}$/.test(id)) return;
    let live = true;
    fetch(`/api/trade-ins/${id}`)
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (
          view: {
            car_id: number | null;
            offer: number | null;
            steps?: { vehicle?: Record<string, unknown> };
          } | null,
        ) => {
          const vehicle = view?.steps?.vehicle;
          if (!live || !view || view.offer === null || view.car_id === carId || !vehicle) return;
          const title = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
          setRemembered({ id, offer: view.offer, title });
        },
      )
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [carId]);
  if (!remembered) return null;
  const href = `${pagePath}${pagePath.includes("?") ? "&" : "?"}${new URLSearchParams({ valuation: remembered.id })}`;
  return (
    <p className="mt-4 rounded-lg border p-4" data-testid="use-my-offer">
      You have an offer of {formatPrice(remembered.offer)} for your {remembered.title}.{" "}
      <a href={href} className="font-semibold text-primary underline">
        Put it toward the {carName}
      </a>
    </p>
  );
}

export type ApplyOfferProps = {
  tradeInId: string;
  car: { id: number; name: string; price: number | null; priceText: string | null };
  offer: number;
  /** 'your 2023 Toyota RAV4 GX'. */
  vehicle: string;
  path: string;
};

/** The offer against this car, and the button that sends it to the dealer with the car. */
export function ApplyOffer({ tradeInId, car, offer, vehicle, path }: ApplyOfferProps) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState<string | null>(null);
  const after = priceAfterTradeIn(car.price, offer);

  async function apply() {
    setState("busy");
    setError(null);
    try {
      const response = await fetch(`/api/trade-ins/${tradeInId}/apply`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ car_id: car.id, path }),
      });
      const json = await response.json().catch(() => null);
      if (response.ok) return setState("done");
      const answer = readSubmitAnswer(response.status, json);
      setError(
        answer.kind === "error" ? (Object.values(answer.fields)[0] ?? answer.message) : SUBMIT_FAILED_ALERT,
      );
    } catch {
      setError(SUBMIT_FAILED_ALERT);
    }
    setState("idle");
  }

  return (
    <div className="space-y-3" data-testid="apply-offer">
      <p>
        Our offer of <strong>{formatPrice(offer)}</strong> for {vehicle}, subject to an inspection.
      </p>
      {after !== null ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border p-4">
          <dt>{car.name}</dt>
          <dd className="text-right">{car.priceText ?? formatPrice(car.price ?? 0)}</dd>
          <dt>Trade-in offer</dt>
          <dd className="text-right">−{formatPrice(offer)}</dd>
          <dt className="font-bold">Price after trade-in</dt>
          <dd className="text-right font-bold">{formatPrice(after)}</dd>
        </dl>
      ) : null}
      {state === "done" ? (
        <p role="status" data-testid="offer-applied">
          Done: we've sent your offer to the team with an enquiry about the {car.name}. They will contact you,
          and your confirmation is on its way.
        </p>
      ) : (
        <Button type="button" disabled={state === "busy"} onClick={apply}>
          {state === "busy" ? "Sending…" : `Put my offer toward the ${car.name}`}
        </Button>
      )}
      {error ? (
        <p role="alert" className="font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
