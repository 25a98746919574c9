import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { LATIN_CASE } from "@/lib/inbox/inbox-search";

/**
 * A text bound as a parameter and case-folded by the database with the same SQL as the leads' search
 * columns were (lib/inbox foldCaseSql), so a comparison agrees whatever the database's locale: the
 * inbox's search and a lead page's "same e-mail" both use it.
 */
export const foldedText = (text: string): SQL =>
  sql`lower(translate(${text}::text, ${LATIN_CASE.upper}::text, ${LATIN_CASE.lower}::text))`;
