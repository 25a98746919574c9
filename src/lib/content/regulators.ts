import { AU_STATES, type AuState } from "../locations/au-states";

/**
 * Spec 02 §3 "Regulator entry: name, website" and §9 "Complaints notice and regulators": the 8
 * Australian state and territory consumer bodies a shopper can take a complaint to. The spec names
 * the list but not its entries; these are each body's own name and home page (decision 0024).
 */
export type Regulator = { state: AuState; name: string; website: string };

/** In the order the notice lists them: the states by population, then the territories. */
export const REGULATORS: readonly Regulator[] = [
  { state: "nsw", name: "NSW Fair Trading", website: "https://www.fairtrading.nsw.gov.au" },
  { state: "vic", name: "Consumer Affairs Victoria", website: "https://www.consumer.vic.gov.au" },
  {
    state: "qld",
    name: "Queensland Office of Fair Trading",
    website: "https://www.qld.gov.au/law/fair-trading",
  },
  {
    state: "wa",
    name: "Consumer Protection WA",
    website: "https://www.commerce.wa.gov.au/consumer-protection",
  },
  { state: "sa", name: "Consumer and Business Services SA", website: "https://www.cbs.sa.gov.au" },
  {
    state: "tas",
    name: "Consumer, Building and Occupational Services Tasmania",
    website: "https://www.cbos.tas.gov.au",
  },
  {
    state: "act",
    name: "Access Canberra (ACT Fair Trading)",
    website: "https://www.accesscanberra.act.gov.au",
  },
  { state: "nt", name: "NT Consumer Affairs", website: "https://consumeraffairs.nt.gov.au" },
];

function asState(value: string | null | undefined): AuState | null {
  const lower = value?.trim().toLowerCase();
  return (AU_STATES as readonly string[]).includes(lower ?? "") ? (lower as AuState) : null;
}

/**
 * Spec 02 §9: "The notice shows those matching the states of the dealer's locations". A feed may write
 * a state in capitals ('QLD'); anything that is not one of the eight is ignored. A site whose locations
 * name no state falls back to its own address's state, and one with neither lists all eight: a
 * shopper with a complaint is never left without somewhere to take it (decision 0024).
 */
export function regulatorsForStates(
  locationStates: readonly (string | null | undefined)[],
  siteState?: string | null,
): Regulator[] {
  let states = new Set(locationStates.map(asState).filter((s): s is AuState => s !== null));
  if (!states.size) {
    const own = asState(siteState);
    if (own) states = new Set([own]);
  }
  if (!states.size) return [...REGULATORS];
  return REGULATORS.filter((r) => states.has(r.state));
}
