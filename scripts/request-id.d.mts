export const REQUEST_ID_HEADER: "x-request-id";
export function acceptedRequestId(value: unknown): string | null;
export function requestIdFor(value: unknown): string;
