import { BUILD_STEP, type BuildSteps } from "./index-build-steps";
import { FACET_ATTRIBUTES, type FacetAttribute } from "./search-attributes";
import type { Column, SearchIndex } from "./search-index";

/*
 * An index's single-valued facets stored again car by car, so counting a car's facets reads one
 * cache line, and the co-occurrence counts of the small ones (see `SearchIndex["rows"]`).
 */

/** Row facets with at most this many values keep co-occurrence counts (see `rows.cooccur`). */
const COOCCUR_MAX_VALUES = 64;

/** The rows of the `cars` cars' single-valued facets, with the small facets' co-occurrence counts. */
export function* buildRows(
  facets: Record<FacetAttribute, Column>,
  cars: number,
): BuildSteps<SearchIndex["rows"]> {
  const rowFacets = FACET_ATTRIBUTES.filter((attribute) => facets[attribute].single);
  const width = rowFacets.length;
  const rowSlots = new Uint16Array(cars * width);
  const rowBase = new Int32Array(width);
  let rowSize = 0;
  rowFacets.forEach((attribute, j) => {
    const single = facets[attribute].single!;
    for (let doc = 0; doc < cars; doc++) rowSlots[doc * width + j] = single[doc]!;
    rowBase[j] = rowSize;
    rowSize += facets[attribute].dict.length + 1;
  });
  yield;
  const cooccurRow = new Int32Array(rowSize).fill(-1);
  let cooccurRows = 0;
  const small: number[] = [];
  rowFacets.forEach((attribute, j) => {
    if (facets[attribute].dict.length > COOCCUR_MAX_VALUES) return;
    small.push(j);
    for (let slot = 1; slot <= facets[attribute].dict.length; slot++)
      cooccurRow[rowBase[j]! + slot] = cooccurRows++;
  });
  const cooccur = new Int32Array(cooccurRows * rowSize);
  for (let doc = 0; doc < cars; doc++) {
    const row = doc * width;
    for (const j of small) {
      const r = cooccurRow[rowBase[j]! + rowSlots[row + j]!]!;
      if (r < 0) continue;
      const at = r * rowSize;
      for (let k = 0; k < width; k++) cooccur[at + rowBase[k]! + rowSlots[row + k]!]!++;
    }
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  return {
    width,
    slots: rowSlots,
    position: new Map(rowFacets.map((attribute, j) => [attribute, j])),
    base: rowBase,
    size: rowSize,
    cooccurRow,
    cooccur,
  };
}
