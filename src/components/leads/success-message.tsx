"use client";

import { useEffect, useState } from "react";
import { SUCCESS_CATEGORY_KEY } from "@/lib/leads/remembered-user";
import { successHeadline } from "@/lib/leads/success";

/** The success page's line naming what was sent, from the category the form kept (spec 02 §3). */
export function SuccessMessage() {
  const [category, setCategory] = useState<string | null>(null);
  useEffect(() => {
    try {
      setCategory(localStorage.getItem(SUCCESS_CATEGORY_KEY));
    } catch {
      // Storage off: the general thanks stands.
    }
  }, []);
  return (
    <p className="mt-3 text-lg" data-testid="success-message">
      {successHeadline(category)}
    </p>
  );
}
