import { writeFileSync } from "node:fs";
import { bundleJsonSchema } from "../src/lib/import/bundle-json-schema";

writeFileSync("docs/import-bundle.schema.json", `${JSON.stringify(bundleJsonSchema(), null, 2)}\n`);
console.log("wrote docs/import-bundle.schema.json");
