import { type BuildSteps, sortSteps } from "./index-build-steps";
import { buildColumnOf } from "./index-columns";
import { documentSearchText, type SearchDocument } from "./search-document";
import type { SearchIndex } from "./search-index";
import { tokenize } from "./text-query";

/*
 * An index's text: the words of each car's search text as a column, the inverted index from each word
 * to the cars containing it, and the words in string order (so a query word's prefix matches are one run).
 */

/** The word column, its postings and its words in string order. */
export function* buildWords(
  docs: SearchDocument[],
): BuildSteps<Pick<SearchIndex, "words" | "postingOffsets" | "postingDocs" | "sortedWords">> {
  const words = yield* buildColumnOf(docs.length, (doc, out) => {
    for (const word of new Set(tokenize(documentSearchText(docs[doc]!)))) out.push(word);
  });
  const postingOffsets = new Int32Array(words.dict.length + 1);
  for (let k = 0; k < words.slots.length; k++) postingOffsets[words.slots[k]!]!++;
  for (let w = 0; w < words.dict.length; w++) postingOffsets[w + 1]! += postingOffsets[w]!;
  const postingDocs = new Int32Array(words.slots.length);
  const fill = postingOffsets.slice(0, words.dict.length);
  for (let doc = 0; doc < docs.length; doc++) {
    for (let k = words.offsets[doc]!; k < words.offsets[doc + 1]!; k++)
      postingDocs[fill[words.slots[k]! - 1]!++] = doc;
  }
  yield;
  const sortedWords = yield* sortSteps(Int32Array.from(words.dict.keys()), (a, b) =>
    words.dict[a]! < words.dict[b]! ? -1 : words.dict[a]! > words.dict[b]! ? 1 : 0,
  );
  return { words, postingOffsets, postingDocs, sortedWords };
}
