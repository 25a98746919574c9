import type { Rng } from "../src/demo/prng";
import {
  LONE_SURROGATES,
  nested,
  PROTO_NAMES,
  RAW_NUMBERS,
  randomText,
  setOwn,
  wrongValue,
} from "./malformed-values";

export type BodyMutation = { label: string; body: string; contentType?: string; binary?: boolean };

/**
 * A JSON API body from a valid one, mutated once or twice: wrong types, missing and extra keys, huge
 * strings, NUL, lone surrogates, deep nesting, out-of-range and unwritable numbers, prototype keys,
 * and bodies that are not JSON at all.
 */
export function mutateBody(
  rng: Rng,
  valid: Record<string, unknown>,
  fieldKeys: readonly string[],
): BodyMutation {
  const roll = rng.next();
  if (roll < 0.1) return { label: "valid", body: JSON.stringify(valid) };
  if (roll < 0.22) return notJson(rng, valid);
  const body: Record<string, unknown> = { ...valid };
  const labels: string[] = [];
  const mutations = rng.int(1, 2);
  let rawNumberAt: string | null = null;
  for (let m = 0; m < mutations; m++) {
    const key = rng.pick(fieldKeys.length ? fieldKeys : Object.keys(valid));
    const kind = rng.pick([
      "wrong-type",
      "wrong-type",
      "missing",
      "extra-key",
      "proto-key",
      "huge-string",
      "nul",
      "lone-surrogate",
      "lone-surrogate",
      "surrogate-key",
      "deep",
      "raw-number",
      "string-edge",
    ] as const);
    labels.push(`${kind}:${key}`);
    switch (kind) {
      case "wrong-type":
        body[key] = wrongValue(rng);
        break;
      case "missing":
        delete body[key];
        break;
      case "extra-key":
        body[randomText(rng, rng.int(1, 12)).replace(/\W/g, "_") || "extra"] = wrongValue(rng);
        break;
      case "proto-key":
        setOwn(body, rng.pick(PROTO_NAMES), rng.pick([{ polluted: true, isAdmin: true }, "x", [1], null]));
        break;
      case "huge-string":
        body[key] = "y".repeat(rng.pick([101, 501, 2001, 4097, 15_000, 17_000]));
        break;
      case "nul":
        body[key] = `${String(body[key] ?? "x")}\u0000`;
        break;
      case "lone-surrogate": {
        const current = typeof body[key] === "string" ? (body[key] as string) : "";
        const at = rng.int(0, current.length);
        body[key] = current.slice(0, at) + rng.pick(LONE_SURROGATES) + current.slice(at);
        break;
      }
      case "surrogate-key":
        body[`${key}${rng.pick(LONE_SURROGATES)}`] = "v";
        break;
      case "deep":
        body[key] = JSON.parse(nested(rng.int(50, 400), "[", "]"));
        break;
      case "raw-number":
        rawNumberAt = key;
        body[key] = 0;
        break;
      case "string-edge":
        body[key] = rng.pick([
          "",
          " ",
          "\t\n",
          "\u200b",
          "\u202e",
          "ＡＢＣ",
          "null",
          "undefined",
          "[object Object]",
        ]);
        break;
    }
  }
  let text = JSON.stringify(body);
  if (rawNumberAt !== null && text.includes(`${JSON.stringify(rawNumberAt)}:0`)) {
    text = text.replace(
      `${JSON.stringify(rawNumberAt)}:0`,
      `${JSON.stringify(rawNumberAt)}:${rng.pick(RAW_NUMBERS)}`,
    );
  }
  // Nesting deeper than JSON.parse's reviver will walk, written as text.
  if (labels.some((l) => l.startsWith("deep")) && rng.chance(0.3)) {
    text = `{"deep":${nested(rng.int(3000, 7000), "[", "]")},${text.slice(1)}`;
  }
  return { label: labels.join("+"), body: text };
}

function notJson(rng: Rng, valid: Record<string, unknown>): BodyMutation {
  const json = JSON.stringify(valid);
  return rng.pick<() => BodyMutation>([
    () => ({ label: "empty", body: "" }),
    () => ({ label: "null", body: "null" }),
    () => ({ label: "array", body: `[${json}]` }),
    () => ({ label: "string", body: JSON.stringify(json) }),
    () => ({ label: "number", body: "42" }),
    () => ({ label: "truncated", body: json.slice(0, rng.int(1, Math.max(1, json.length - 1))) }),
    () => ({ label: "trailing", body: `${json}}` }),
    () => ({ label: "duplicate-keys", body: `{"formKind":"x",${json.slice(1)}` }),
    () => ({ label: "bom", body: `\uFEFF${json}` }),
    () => ({
      label: "form-encoded",
      body: "name=Ada&email=a%40b.c",
      contentType: "application/x-www-form-urlencoded",
    }),
    () => ({
      label: "multipart",
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      contentType: "multipart/form-data; boundary=x",
    }),
    () => ({ label: "text-plain", body: json, contentType: "text/plain" }),
    () => ({ label: "xml", body: "<lead><name>Ada</name></lead>", contentType: "application/xml" }),
    () => ({ label: "invalid-utf8", body: '{"name":"\xff\xfe\xc0\x80"}', binary: true }),
    () => ({ label: "deep-text", body: nested(rng.int(1000, 7000), '{"a":', "}") }),
    () => ({ label: "huge", body: `{"message":"${"z".repeat(40_000)}"}` }),
  ])();
}
