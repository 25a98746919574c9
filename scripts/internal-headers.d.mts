export const INTERNAL_HEADER_PREFIXES: readonly string[];
export const INTERNAL_HEADER_NAMES: readonly string[];
export const ROUTER_PROTOCOL_HEADERS: readonly string[];
export function isInternalHeader(name: string, flight: boolean): boolean;
export function dropInternalHeaders<T extends Record<string, unknown>>(headers: T): T;
