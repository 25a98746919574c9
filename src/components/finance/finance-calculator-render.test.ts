import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CalculatorResult, calculatorSetup } from "@/lib/finance/calculator";
import { calculatorDisclaimer } from "@/lib/finance/disclaimer";
import { FinanceCalculator } from "./finance-calculator";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { FinanceInputs, type FinanceInputsProps } from "./finance-inputs";
import { FinanceResult } from "./finance-result";

/**
 * Spec 02 §2 "Finance calculator section", §5, §9: the calculator on screen. The figures are
 * lib/finance/calculator's (its unit tests hold the maths); the hook's changes as the shopper types,
 * event 26 and the disclaimer's animation need a browser and are e2e/finance-calculator.spec's.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const noop = () => {};

const SETUP = calculatorSetup({ provider: "local", default_interest: 8.5, calculator: {} }, 30_000);
const NO_RATE = calculatorSetup(
  { provider: "local", default_interest: 8.5, calculator: { hide_interest_and_residual: true } } as never,
  30_000,
);
const CALCULATOR = {
  ...SETUP,
  disclaimer: calculatorDisclaimer("1300 031 264"),
  supportPhone: "1300 031 264",
  enquireHref: "#finance-form",
};

function inputs(over: Partial<FinanceInputsProps> = {}) {
  return renderToStaticMarkup(
    h(FinanceInputs, {
      id: "calc",
      rules: SETUP.rules,
      inputs: SETUP.initial,
      rateText: "8.5",
      priceHelp: null,
      onChange: noop,
      onRateChange: noop,
      onRateBlur: noop,
      onFocus: noop,
      ...over,
    }),
  );
}

describe("FinanceCalculator (spec 02 §2: 'Finance Calculator' with inputs and a result box)", () => {
  it("is the #finance-calculator section named by its heading, prefilled from the car", () => {
    const html = renderToStaticMarkup(h(FinanceCalculator, CALCULATOR));
    const [section] = tags(html, "section");
    expect(section).toContain('id="finance-calculator"');
    const heading = html.match(/<h2 id="([^"]+)"[^>]*>Finance Calculator<\/h2>/);
    expect(section).toContain(`aria-labelledby="${heading?.[1]}"`);
    expect(tags(html, "input").find((i) => i.includes('name="amount"'))).toContain('value="30,000"');
    expect(text(html)).toContain("Estimated weekly repayment");
    expect(html).toContain('id="financeDisclaimer"');
  });

  it("spec 02 §5: a price out of range shows its reason at the price, and no figure but 'Enquire for Finance'", () => {
    const html = renderToStaticMarkup(
      h(FinanceCalculator, { ...CALCULATOR, initial: { ...SETUP.initial, amount: 800 } }),
    );
    const price = tags(html, "input").find((i) => i.includes('name="amount"'))!;
    expect(price).toContain('aria-invalid="true"');
    const describedBy = price.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toMatch(
      new RegExp(
        `<p id="${describedBy}"[^>]*text-destructive[^>]*>Cannot be less than \\$1,000 or more than`,
      ),
    );
    expect(html).toMatch(/<a href="#finance-form"[^>]*>Enquire for Finance<\/a>/);
  });
});

describe("FinanceInputs (spec 02 §2, §5)", () => {
  it("labels every input: price, deposit, term, interest rate with its range, residual, and the repayments", () => {
    const html = inputs();
    for (const [name, label] of [
      ["amount", "Purchase price"],
      ["deposit", "Deposit or trade-in"],
      ["interest", "Interest rate \\(% a year\\)"],
      ["residual", "Residual \\(balloon\\)"],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="calc-${name}"[^>]*>${label}</label>`));
      expect(tags(html, "input").some((i) => i.includes(`id="calc-${name}"`))).toBe(true);
    }
    expect(html).toMatch(/<label for="calc-term"[^>]*>Loan term<\/label><select id="calc-term"/);
    expect(html).toContain('<option value="5" selected="">5 years</option>');
    const rate = tags(html, "input").find((i) => i.includes('id="calc-interest"'))!;
    expect(rate).toContain('aria-describedby="calc-interest-hint"');
    expect(html).toMatch(/<p id="calc-interest-hint"[^>]*>0\.5% to 15%<\/p>/);
    expect(html).toMatch(/<legend[^>]*>Repayments<\/legend>/);
    const radios = tags(html, "input").filter((i) => i.includes('type="radio"'));
    expect(radios.map((r) => r.match(/value="(\w+)"/)?.[1])).toEqual(["weekly", "fortnightly", "monthly"]);
    expect(radios[0]).toContain("checked");
  });

  it("money is shown as typed with thousands separators and a '$' the screen reader skips", () => {
    const html = inputs({ inputs: { ...SETUP.initial, deposit: 5_000 } });
    expect(tags(html, "input").find((i) => i.includes('id="calc-deposit"'))).toContain('value="5,000"');
    expect(html).toContain('aria-hidden="true">$</span>');
  });

  it("a site that hides interest and residual offers neither", () => {
    const html = inputs({ rules: NO_RATE.rules });
    expect(html).not.toContain("Interest rate");
    expect(html).not.toContain("Residual");
  });

  it("the price's reason sits at the price, which is marked invalid and described by it", () => {
    const html = inputs({ priceHelp: "Cannot be less than $1,000 or more than $250,000" });
    const price = tags(html, "input").find((i) => i.includes('id="calc-amount"'))!;
    expect(price).toContain('aria-invalid="true"');
    expect(price).toContain('aria-describedby="calc-amount-error"');
    expect(html).toMatch(
      /<\/div><p id="calc-amount-error" class="[^"]*text-destructive">Cannot be less than \$1,000 or more than \$250,000<\/p>/,
    );
  });
});

describe("FinanceResult (spec 02 §2 result box)", () => {
  const payment: CalculatorResult = {
    kind: "payment",
    payment: 142,
    periods: 130,
    financed: 30_000,
    residual: 5_000,
    total: 36_849,
  };
  const render = (result: CalculatorResult, fees = SETUP.rules.fees) =>
    renderToStaticMarkup(
      h(FinanceResult, {
        result,
        frequency: "fortnightly",
        rules: { fees, providerLabel: "Forecourt estimate" },
        enquireHref: "#finance-form",
      }),
    );

  it("reads out the repayment for the chosen frequency, what is borrowed, the residual and the total", () => {
    const html = render(payment);
    expect(tags(html, "div")[0]).toContain('aria-live="polite"');
    expect(text(html)).toContain("Estimated fortnightly repayment $142");
    expect(text(html)).toContain("Amount borrowed $30,000 Residual $5,000 Total payable $36,849");
    expect(text(html)).toContain("Provider: Forecourt estimate");
  });

  it("without a figure it links to the finance form, and lists the fees included", () => {
    const html = render({ kind: "enquire" }, [
      { label: "Establishment fee", amount: 300, per: "once" },
      { label: "Account fee", amount: 10, per: "month" },
    ]);
    expect(html).toMatch(/<a href="#finance-form"[^>]*>Enquire for Finance<\/a>/);
    expect(text(html)).not.toContain("Total payable");
    expect(text(html)).toContain("Fees included Establishment fee: $300 Account fee: $10 a month");
  });
});

describe("FinanceDisclaimer (spec 02 §9: cut at 197 characters, show more / less, support phone)", () => {
  it("shows the cut text with a 'Show more' toggle controlling it, and the help line to call", () => {
    const html = renderToStaticMarkup(
      h(FinanceDisclaimer, {
        id: "calc",
        disclaimer: calculatorDisclaimer("1300 031 264"),
        supportPhone: "1300 031 264",
      }),
    );
    expect(html).toMatch(/^<div id="financeDisclaimer"/);
    expect(html).toMatch(/<p id="calc-disclaimer"[^>]*>[^<]{150,200}…<\/p>/);
    const [button] = tags(html, "button");
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('aria-controls="calc-disclaimer"');
    expect(html).toContain(">Show more</button>");
    expect(html).toMatch(/<a href="tel:1300031264"[^>]*>1300 031 264<\/a>/);
  });

  it("a short disclaimer is shown whole, with no toggle", () => {
    const html = renderToStaticMarkup(
      h(FinanceDisclaimer, { id: "calc", disclaimer: "Indicative only.", supportPhone: "1300 031 264" }),
    );
    expect(html).toContain(">Indicative only.</p>");
    expect(tags(html, "button")).toHaveLength(0);
  });

  it("a site without a finance help line shows none, and its disclaimer names no number (decision 0056)", () => {
    const disclaimer = calculatorDisclaimer(undefined);
    expect(disclaimer).toMatch(/For help, contact us\.$/);
    expect(disclaimer).not.toMatch(/\d{4} \d{3}/);
    const html = renderToStaticMarkup(h(FinanceDisclaimer, { id: "calc", disclaimer: "Indicative only." }));
    expect(html).not.toContain("Finance help");
    expect(html).not.toContain("tel:");
  });
});
