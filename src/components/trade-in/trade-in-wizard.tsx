"use client";

import { useEffect } from "react";
import { TRADE_IN_STEPS } from "@/lib/trade-in/wizard";
import { STEP_TITLES } from "@/lib/trade-in/wizard-layout";
import { HoneypotField } from "../leads/honeypot-field";
import { LeadFormAlert } from "../leads/lead-form-alert";
import { LeadFormButtons } from "../leads/lead-form-buttons";
import { rememberOffer } from "./apply-offer";
import { TradeInCarStep } from "./trade-in-car-step";
import { TradeInConditionStep } from "./trade-in-condition-step";
import { TradeInDetailsStep } from "./trade-in-details-step";
import { TradeInResult } from "./trade-in-offer";
import { type TradeInWizardProps, useTradeInWizard } from "./use-trade-in-wizard";

export type { TradeInState, TradeInWizardProps } from "./use-trade-in-wizard";

/**
 * The trade-in wizard (issue 20): the car (found by its rego, or typed in), its condition, the
 * shopper's details, then the valuation and the offer to accept. Each step is saved as it is
 * finished, under an id the page's URL then carries, so a shopper who leaves comes back to where they
 * were (useTradeInWizard). Fields, errors and the anti-spam ticket are the lead forms' own. The three
 * steps are one form, the steps not on screen hidden, so the answers stay as the shopper goes back.
 */
/**
 * Where the result's "Book the inspection" goes (decision 0084): the section below when the page was
 * drawn with the valuation, else the page again with it (the section is drawn by the server).
 */
function bookingHref(props: TradeInWizardProps, id: string): string | null {
  if (props.initial && props.initial.status !== "open") return "#inspection";
  if (props.pagePath === undefined) return null;
  const join = props.pagePath.includes("?") ? "&" : "?";
  return `${props.pagePath}${join}${new URLSearchParams({ valuation: id, book: "1" })}#inspection`;
}

export function TradeInWizard(props: TradeInWizardProps) {
  const { car, locations, siteName } = props;
  const wizard = useTradeInWizard(props);
  const { state, screen, alert, busy, form } = wizard;
  const index = screen === "result" ? TRADE_IN_STEPS.length : TRADE_IN_STEPS.indexOf(screen);
  // Read on every render, as react-hook-form's formState proxy subscribes to what a render reads.
  const errors = form.formState.errors;
  // Decision 0084: a car's Trade In page offers to put this offer toward that car.
  const offerId = screen === "result" && state?.valuation?.kind === "estimate" ? state.id : null;
  useEffect(() => {
    if (offerId) rememberOffer(offerId);
  }, [offerId]);

  if (screen === "result" && state?.valuation) {
    return (
      <TradeInResult
        state={state}
        valuation={state.valuation}
        car={car}
        siteName={siteName}
        busy={busy}
        alert={alert}
        onAccept={wizard.accept}
        headingRef={wizard.heading}
        bookHref={bookingHref(props, state.id)}
      />
    );
  }

  const step = screen === "result" ? "contact" : screen;
  const fields = {
    formId: wizard.formId,
    form,
    errors,
    required: wizard.required,
    busy,
  };
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className="space-y-4"
      data-testid="trade-in-wizard"
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.submitStep(step);
      }}
    >
      <h2 ref={wizard.heading} tabIndex={-1} className="text-xl font-bold outline-none">
        <span className="font-normal text-muted-foreground">
          Step {index + 1} of {TRADE_IN_STEPS.length}:{" "}
        </span>
        {STEP_TITLES[step]}
      </h2>
      {state && step !== "vehicle" ? (
        <p className="text-sm text-muted-foreground">
          Your answers are saved: bookmark this page to come back to them.
        </p>
      ) : null}

      {alert?.lines.length ? <LeadFormAlert alert={alert} /> : null}

      <TradeInCarStep
        {...fields}
        hidden={step !== "vehicle"}
        lookupNote={wizard.lookupNote}
        onLookUp={() => void wizard.lookUp()}
      />
      <TradeInConditionStep {...fields} hidden={step !== "condition"} />
      <TradeInDetailsStep {...fields} hidden={step !== "contact"} locations={locations} />
      <HoneypotField formId={wizard.formId} field={form.register("website")} />

      <LeadFormButtons
        showBack={index > 0}
        busy={busy}
        label={step === "contact" ? (busy ? "Valuing…" : "Get my valuation") : "Next"}
        onBack={() => wizard.go(TRADE_IN_STEPS[index - 1]!)}
      />
    </form>
  );
}
