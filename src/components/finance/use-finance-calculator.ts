import { useEffect, useRef, useState } from "react";
import { track } from "@/lib/analytics/track";
import {
  type CalculatorInputs,
  type CalculatorResult,
  type CalculatorRules,
  calculate,
  clampInput,
  parseRate,
  priceHelp,
} from "@/lib/finance/calculator";

/**
 * The finance calculator's state (spec 02 §4): the shopper's inputs and their result as they change,
 * the interest rate as typed (settled into its range when the field is left), analytics event 26 once
 * on the first interaction, and `onFigures` told each change. The rules are lib/finance/calculator's.
 */
export function useFinanceCalculator({
  rules,
  initial,
  onFigures,
}: {
  rules: CalculatorRules;
  initial: CalculatorInputs;
  onFigures?: (inputs: CalculatorInputs, result: CalculatorResult) => void;
}) {
  const [inputs, setInputs] = useState<CalculatorInputs>(initial);
  const [rateText, setRateText] = useState(String(initial.interest));
  const used = useRef(false);
  const figures = useRef(onFigures);
  figures.current = onFigures;
  useEffect(() => {
    figures.current?.(inputs, calculate(inputs, rules));
  }, [inputs, rules]);

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track("financeCalculatorFirstUse");
  };
  const set = (patch: Partial<CalculatorInputs>) => {
    firstUse();
    setInputs((current) => ({ ...current, ...patch }));
  };
  const typeRate = (text: string) => {
    setRateText(text);
    set({ interest: parseRate(text) });
  };
  const settleRate = () => setRateText(String(clampInput(inputs, rules).interest));

  return {
    inputs,
    result: calculate(inputs, rules),
    /** The purchase price's reason, when it is out of the calculator's range. */
    priceHelp: priceHelp(inputs.amount, rules),
    rateText,
    firstUse,
    set,
    typeRate,
    settleRate,
  };
}
