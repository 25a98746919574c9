import { useEffect, useRef, useState } from "react";
import type { DataStep, JourneyStep, JourneyView } from "@/lib/checkout/purchase-journey-steps";
import type { CalculatorInputs, CalculatorRules } from "@/lib/finance/calculator";
import type { CardForm } from "@/lib/payments/card-form";

export type PurchaseJourneyProps = {
  car: {
    id: number;
    slug: string;
    name: string;
    href: string;
    locationName: string | null;
    reserved: boolean;
  };
  depositText: string;
  depositCents: number;
  /** The card form that takes the deposit (server/payments/card-form). */
  cardForm: CardForm;
  calculator: {
    rules: CalculatorRules;
    initial: CalculatorInputs;
    disclaimer: string;
    supportPhone?: string;
  };
  /** The earliest and latest delivery dates on the dealer's clock, 'YYYY-MM-DD'. */
  deliveryDates: { min: string; max: string };
  /** The journey named in the URL (`&journey=`), read by the server; else the browser's own, if any. */
  initialJourney: JourneyView | null;
};

/** The server's reason per field, keyed by the step's field name. */
export type JourneyErrors = Record<string, string>;
/** Saves one step's answers; on success the journey moves to the next unfinished step. */
export type SaveStep = (step: DataStep, body: unknown) => Promise<void>;

const storageKey = (slug: string) => `forecourt:purchase-journey:${slug}`;
const OFFLINE = "We could not reach the server. Please check your connection and try again.";
const FAILED = "Something went wrong. Please try again.";

function rememberJourney(slug: string, id: string) {
  try {
    localStorage.setItem(storageKey(slug), id);
  } catch {
    // Private mode or storage off: the URL still carries the journey.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.get("journey") !== id) {
    url.searchParams.set("journey", id);
    window.history.replaceState(null, "", url);
  }
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(path, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as JourneyView & {
    error?: string;
    issues?: { key: string; message: string }[];
  };
  return { status: response.status, json };
}

/** The server's field reasons without their `key: ` prefix. */
export function issuesToErrors(issues: { key: string; message: string }[]): JourneyErrors {
  return Object.fromEntries(issues.map((i) => [i.key, i.message.replace(/^[\w.-]+: /, "")]));
}

/**
 * Finds this browser's journey for the car, else starts one: the journey found, or why the car cannot
 * be bought online. `stale()` says the page has moved on and the answer is to be dropped.
 */
async function findOrStartJourney(
  car: Pick<PurchaseJourneyProps["car"], "id" | "slug" | "reserved">,
  stale: () => boolean,
): Promise<{ journey: JourneyView } | { blocked: string } | null> {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(storageKey(car.slug));
  } catch {}
  if (saved) {
    const found = await call("GET", `/api/purchase-journeys/${encodeURIComponent(saved)}`);
    if (!stale() && found.status === 200 && found.json.car_id === car.id) return { journey: found.json };
  }
  if (stale()) return null;
  if (car.reserved) return { blocked: "This car is already reserved by another buyer." };
  const started = await call("POST", "/api/purchase-journeys", { car_id: car.slug });
  if (stale()) return null;
  if (started.status === 201) return { journey: started.json };
  return { blocked: started.json.error ?? "Buying this car online isn't available right now." };
}

/**
 * The online purchase's state (decision 0028): the journey as the server last answered it, the step on
 * screen, the step's alert and field errors, and the calls that save a step and submit. The journey's
 * id is kept per car in localStorage and in the URL, so a shopper resumes at the first unfinished step
 * here or on another device. Focus moves to the step's heading when the step changes (not on first
 * load).
 */
export function usePurchaseJourney({
  car,
  initialJourney,
}: Pick<PurchaseJourneyProps, "car" | "initialJourney">) {
  const [journey, setJourney] = useState<JourneyView | null>(initialJourney);
  const [step, setStep] = useState<JourneyStep | null>(initialJourney?.next_step ?? null);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<JourneyErrors>({});
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Find or start the journey: the URL's (already read by the server), else this browser's, else new.
  useEffect(() => {
    if (initialJourney) {
      rememberJourney(car.slug, initialJourney.id);
      return;
    }
    let stale = false;
    findOrStartJourney({ id: car.id, slug: car.slug, reserved: car.reserved }, () => stale)
      .then((found) => {
        if (!found) return;
        if ("blocked" in found) return setBlocked(found.blocked);
        setJourney(found.journey);
        setStep(found.journey.next_step);
        rememberJourney(car.slug, found.journey.id);
      })
      .catch(() => setBlocked("We could not reach the server. Please check your connection and reload."));
    return () => {
      stale = true;
    };
  }, [car.id, car.slug, car.reserved, initialJourney]);

  useEffect(() => {
    if (!step) return;
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function go(next: JourneyStep) {
    setErrors({});
    setAlert(null);
    setStep(next);
  }

  const save: SaveStep = async (which, body) => {
    if (!journey || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { status, json } = await call("PUT", `/api/purchase-journeys/${journey.id}/${which}`, body);
      if (status === 200) {
        setJourney(json);
        go(json.next_step);
        return;
      }
      if (status === 400 && json.issues?.length) {
        setErrors(issuesToErrors(json.issues));
        setAlert("Please fix the following errors:");
        return;
      }
      setAlert(json.error ?? FAILED);
    } catch {
      setAlert(OFFLINE);
    } finally {
      setBusy(false);
    }
  };

  async function submit() {
    if (!journey || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { status, json } = await call("POST", `/api/purchase-journeys/${journey.id}/submit`, {});
      if (status === 200) {
        setJourney(json);
        moved.current = true;
        return;
      }
      if (status === 409) {
        // A lapsed or cancelled hold: back to the reserve step, which offers the deposit again.
        const fresh = await call("GET", `/api/purchase-journeys/${journey.id}`);
        if (fresh.status === 200 && fresh.json.reservation?.status !== "held") {
          setJourney(fresh.json);
          setStep("reserve");
        }
      }
      setAlert(json.error ?? FAILED);
    } catch {
      setAlert(OFFLINE);
    } finally {
      setBusy(false);
    }
  }

  return { journey, step, alert, errors, busy, blocked, heading, go, save, submit };
}
