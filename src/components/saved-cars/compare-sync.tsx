"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { comparePath, readCompareList } from "@/lib/saved-cars/compare-list";
import { useStoredList } from "./use-stored-list";

/**
 * /compare without cars in its address shows the shopper's own compare list: once the list is read, the
 * page is replaced by the one for its cars (the server loads their current data). A page with cars in
 * its address (a shared link, or after a removal) is left as it is.
 */
export function CompareSync({ hasIds }: { hasIds: boolean }) {
  const router = useRouter();
  const list = useStoredList(readCompareList);
  useEffect(() => {
    if (!hasIds && list?.length) router.replace(comparePath(list.map((c) => c.id)), { scroll: false });
  }, [hasIds, list, router]);
  return null;
}
