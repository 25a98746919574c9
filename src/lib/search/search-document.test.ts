import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { FILTER_ATTRIBUTES, type FilterAttribute } from "../stock/filter-expression";
import { toHit } from "./present-result";
import { DOCUMENT_ONLY_ATTRIBUTES, documentAttribute, hitAsDocument } from "./search-document";

describe("hitAsDocument: what a search hit can answer of a filter expression", () => {
  const attributes = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[];
  it("every attribute outside DOCUMENT_ONLY_ATTRIBUTES reads the same on the hit as on the document", () => {
    for (const doc of [testCar(), testCar({ simpleBody: null, body: "Cab Chassis", categories: [] })]) {
      const fromHit = hitAsDocument(toHit(doc));
      for (const attribute of attributes) {
        if (DOCUMENT_ONLY_ATTRIBUTES.has(attribute)) continue;
        expect(documentAttribute(fromHit, attribute), attribute).toEqual(documentAttribute(doc, attribute));
      }
    }
  });
  it("each document-only attribute can differ on the hit (so the list is no longer than it must be)", () => {
    const doc = testCar({ simpleBody: null, body: "Cab Chassis", itemType: "caravan" });
    const fromHit = hitAsDocument(toHit(doc));
    for (const attribute of DOCUMENT_ONLY_ATTRIBUTES) {
      expect(documentAttribute(fromHit, attribute), attribute).not.toEqual(documentAttribute(doc, attribute));
    }
  });
});
