/**
 * A lookup in a table written as an object literal, by a key that came from outside (a URL segment,
 * a query value, a feed field, a shopper's storage). `table[key]` also finds what every object
 * inherits: `/search/constructor` found `Object` as a list of car types and answered 500, and
 * `__proto__`, `toString`, `hasOwnProperty` … do the same (issue 16 item 2). Only the table's own
 * keys count here.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
