"use client";

import { useState } from "react";
import { postJson } from "@/components/accounts/account-api";
import { notify } from "@/components/ui/notify";
import { ALERT_CHANNEL_LABELS, type AlertChannel } from "@/lib/alerts/alert-types";

/**
 * The watchlist's price-drop alerts (issue 21 §6): on until the shopper turns them off, here or from
 * the link in any alert.
 */
export function PriceAlertsSwitch({ initial }: { initial: { alertsOn: boolean; channel: AlertChannel } }) {
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const answer = await postJson("/api/price-alerts", { alerts_on: !settings.alertsOn });
    setBusy(false);
    if (answer.status !== 200) {
      notify({ kind: "error", title: answer.error ?? "That didn't work. Please try again." });
      return;
    }
    setSettings((s) => ({ ...s, alertsOn: !s.alertsOn }));
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-4" data-testid="price-alerts">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Price-drop alerts</span>{" "}
        <span className="text-muted-foreground">
          {settings.alertsOn
            ? `When a car on your watchlist drops in price we tell you by ${ALERT_CHANNEL_LABELS[settings.channel].toLowerCase()}, at most once a day.`
            : "Off: we won't tell you when a saved car's price drops."}
        </span>
      </p>
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold hover:bg-muted disabled:opacity-60"
      >
        {settings.alertsOn ? "Turn price-drop alerts off" : "Turn price-drop alerts on"}
      </button>
    </div>
  );
}
