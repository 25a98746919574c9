import "server-only";
import { z } from "zod";
import {
  AUTOGRAB,
  type AutograbSettings,
  autograbHeaders,
  autograbUrl,
  autograbYear,
  text,
} from "./autograb-api";
import { httpFailureReason, type ProviderRequest, sendProviderRequest } from "./provider-http";
import type { LookupResult, RegoQuery, VehicleLookupProvider } from "./vehicle-lookup";

/**
 * Rego lookup through AutoGrab's Registration Plate Search, which asks the state's road authority
 * (NEVDIS) and matches the answer to a model in AutoGrab's catalogue. Documentation relied on (decision
 * 0035 says what each part rests on):
 *
 * - https://devhub.autograb.com/vehicle-search/registration-plate-search (AU): `GET
 *   /v2/vehicles/registrations/{plate_number}`; "the request requires a region, the state (dependent
 *   on region), the number plate, and the API key"; it "will return either a matching vehicle or a
 *   null", and `upstream_vehicle` is how the road authority describes the car when no model matched.
 * - https://devhub.autograb.com/nz-autograb-api-doc/vehicle-search/registration-plate-search: the
 *   request as curl (`?region=…`, header `ApiKey`) and a full answer: `{ success, vehicle: { id, title,
 *   year: "2010", make, model, badge, series, body_type, transmission, transmission_type, fuel,
 *   fuel_type, drive, … } }`.
 * - https://devhub.autograb.com/vehicle-search/vin-search: the answer's envelope, `{ success, vehicle,
 *   upstream_vehicle, confidence, colour, vin, additional_vehicles }`.
 * - https://devhub.autograb.com/autograb-api-doc/valuation/registration-and-vin-valuations: the state
 *   is sent as `state`, upper case (`"state": "VIC"`; "The State parameter is only required in
 *   Australia").
 *
 * The AU page embeds its parameter table from an OpenAPI file the stored copy does not show, so the
 * query parameter's name `state` comes from that sibling endpoint, not this one; it is the one line to
 * check against a licensed account. AutoGrab asks one state's registry, so it can never tell that a
 * plate belongs to another state: this adapter never answers `state-mismatch`.
 */
export function autograbRegoRequest(settings: AutograbSettings, query: RegoQuery): ProviderRequest {
  return {
    method: "GET",
    url: autograbUrl(settings, `/v2/vehicles/registrations/${encodeURIComponent(query.rego)}`, {
      region: "au",
      state: query.state,
    }),
    headers: autograbHeaders(settings),
  };
}

const autograbVehicle = z.object({
  year: z.union([z.string(), z.number()]),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullish(),
  body_type: z.string().nullish(),
  fuel: z.string().nullish(),
  fuel_type: z.string().nullish(),
  transmission: z.string().nullish(),
  transmission_type: z.string().nullish(),
});

const registrationAnswer = z.object({
  success: z.boolean().optional(),
  vehicle: autograbVehicle.nullish(),
  upstream_vehicle: z.string().nullish(),
  colour: z.string().nullish(),
  vin: z.string().nullish(),
});

/** Reshapes AutoGrab's answer (its HTTP status and JSON body) into the wizard's terms. */
export function lookupResultFromAutograb(status: number, body: unknown): LookupResult {
  // A plate the registry does not know. AutoGrab documents the null vehicle; a 404 is read the same way.
  if (status === 404) return { kind: "not-found" };
  const parsed = registrationAnswer.safeParse(body);
  if (!parsed.success) return { kind: "unavailable", reason: `${AUTOGRAB} answered in an unexpected shape` };
  const answer = parsed.data;
  if (answer.success === false) return { kind: "unavailable", reason: `${AUTOGRAB} answered success: false` };
  if (!answer.vehicle) {
    // The registry knows the plate, but AutoGrab matched no model to its description: the car exists,
    // so "not found" would be wrong; the shopper types it in, as for any failed lookup.
    return text(answer.upstream_vehicle)
      ? { kind: "unavailable", reason: `${AUTOGRAB} matched no model to the registry's description` }
      : { kind: "not-found" };
  }
  const { vehicle } = answer;
  const year = autograbYear(vehicle.year);
  const make = text(vehicle.make);
  const model = text(vehicle.model);
  if (year === null || !make || !model) {
    return { kind: "unavailable", reason: `${AUTOGRAB} answered without a make, model or year` };
  }
  return {
    kind: "found",
    vehicle: {
      make,
      model,
      year,
      badge: text(vehicle.badge),
      body: text(vehicle.body_type),
      fuel: text(vehicle.fuel_type) ?? text(vehicle.fuel),
      transmission: text(vehicle.transmission_type) ?? text(vehicle.transmission),
      vin: text(answer.vin),
      colour: text(answer.colour),
    },
  };
}

export function autograbVehicleLookup(settings: AutograbSettings): VehicleLookupProvider {
  return {
    name: "autograb",
    async lookup(query, { signal }): Promise<LookupResult> {
      const response = await sendProviderRequest(AUTOGRAB, autograbRegoRequest(settings, query), {
        signal,
        fetch: settings.fetch,
      });
      if (response.kind === "failed") return { kind: "unavailable", reason: response.reason };
      if (response.kind === "http-error" && response.status !== 404) {
        return { kind: "unavailable", reason: httpFailureReason(AUTOGRAB, response.status, response.body) };
      }
      return lookupResultFromAutograb(response.status, response.body);
    },
  };
}
