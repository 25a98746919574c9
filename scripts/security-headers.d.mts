export const STRICT_TRANSPORT_SECURITY: string;
export const PERMISSIONS_POLICY: string;
export type Payments = "stripe" | undefined;
export function paymentsOf(env: Record<string, string | undefined>): Payments;
export const STRIPE_SOURCES: { script: string[]; frame: string[]; connect: string[] };
export function permissionsPolicy(payments: Payments, tags?: readonly string[]): string;
export const SECURITY_HEADER_NAMES: readonly string[];
export type SecurityHeaderOptions = {
  https?: boolean;
  scriptHashes?: readonly string[];
  inlineScripts?: boolean;
  development?: boolean;
  payments?: Payments;
  tags?: readonly import("./tag-sources.mjs").TagName[];
};
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
export function applySecurityHeaders<T extends Record<string, string | string[] | undefined | number>>(
  headers: T,
  options: {
    https?: boolean;
    scriptHashes?: readonly string[];
    payments?: Payments;
    tags?: readonly import("./tag-sources.mjs").TagName[];
  },
): T;
export function inlineScriptHashes(html: string): string[];
export function isFrameworkScript(text: string): boolean;
export function inlineScriptTexts(html: string): string[];
export function nextConfigSecurityHeaders(options?: {
  development?: boolean;
  payments?: Payments;
}): { key: string; value: string }[];
