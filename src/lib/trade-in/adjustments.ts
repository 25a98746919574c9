/**
 * The condition questions of the trade-in wizard (spec 01 §7 "Valuation sends adjustmentAnswers and
 * id"; issue 20 "service history, accident damage, tyres, interior, keys, finance owing …") and what
 * each answer does to a valuation. The percentages are the transparent local model's (decision 0034);
 * they are shown to the shopper beside the estimate, so a number is never a black box. A provider
 * adapter that prices condition itself may ignore them, but every provider sees the same answers.
 */

export type AdjustmentQuestion = {
  key: AdjustmentKey;
  /** The question as the shopper reads it. */
  label: string;
  /** Every answer, in the order shown; `percent` is its effect on the car's value (0 = none). */
  answers: readonly { value: string; label: string; percent: number }[];
  /** The answer a car with nothing wrong gives (the radio's default, and the 0 % answer). */
  best: string;
};

export const ADJUSTMENT_QUESTIONS = [
  {
    key: "service_history",
    label: "Service history",
    best: "full",
    answers: [
      { value: "full", label: "Full logbook history", percent: 0 },
      { value: "partial", label: "Some services recorded", percent: -3 },
      { value: "none", label: "No service records", percent: -8 },
    ],
  },
  {
    key: "accident_damage",
    label: "Accident damage",
    best: "none",
    answers: [
      { value: "none", label: "Never in an accident", percent: 0 },
      { value: "repaired", label: "Repaired accident damage", percent: -5 },
      { value: "unrepaired", label: "Damage not yet repaired", percent: -15 },
    ],
  },
  {
    key: "mechanical",
    label: "Mechanical condition",
    best: "good",
    answers: [
      { value: "good", label: "No warning lights or known faults", percent: 0 },
      { value: "minor", label: "A minor fault or warning light", percent: -4 },
      { value: "major", label: "Needs major repairs", percent: -12 },
    ],
  },
  {
    key: "exterior",
    label: "Paint and body",
    best: "good",
    answers: [
      { value: "good", label: "Clean, no marks worth mentioning", percent: 0 },
      { value: "marks", label: "Scratches, chips or small dents", percent: -2 },
      { value: "damaged", label: "Panels need repair or paint", percent: -8 },
    ],
  },
  {
    key: "interior",
    label: "Interior",
    best: "good",
    answers: [
      { value: "good", label: "Clean, no wear worth mentioning", percent: 0 },
      { value: "fair", label: "Some wear, marks or stains", percent: -2 },
      { value: "poor", label: "Tears, burns or strong smells", percent: -6 },
    ],
  },
  {
    key: "tyres",
    label: "Tyres",
    best: "good",
    answers: [
      { value: "good", label: "Plenty of tread left", percent: 0 },
      { value: "replace", label: "Due for replacement", percent: -3 },
    ],
  },
  {
    key: "keys",
    label: "Keys",
    best: "two",
    answers: [
      { value: "two", label: "Two or more keys", percent: 0 },
      { value: "one", label: "One key", percent: -1 },
    ],
  },
  {
    // No effect on the value: the dealer pays the lender out of it, so they need to know.
    key: "finance_owing",
    label: "Finance owing",
    best: "no",
    answers: [
      { value: "no", label: "Nothing owing", percent: 0 },
      { value: "yes", label: "Money still owing on the car", percent: 0 },
    ],
  },
] as const satisfies readonly AdjustmentQuestion[];

export type AdjustmentKey =
  | "service_history"
  | "accident_damage"
  | "mechanical"
  | "exterior"
  | "interior"
  | "tyres"
  | "keys"
  | "finance_owing";

type QuestionOf<K extends AdjustmentKey> = Extract<(typeof ADJUSTMENT_QUESTIONS)[number], { key: K }>;

/** The shopper's answers (spec 01 §7 `adjustmentAnswers`): one answer per question. */
export type AdjustmentAnswers = { [K in AdjustmentKey]: QuestionOf<K>["answers"][number]["value"] };

/** The answers of a car with nothing wrong with it. */
export const BEST_ANSWERS = Object.fromEntries(
  ADJUSTMENT_QUESTIONS.map((question) => [question.key, question.best]),
) as AdjustmentAnswers;

/** One answer's effect, as the shopper and the dealer read it. */
export type ValuationAdjustment = { label: string; percent: number };

/** The answers that change the value, each labelled "Question: answer", in the questions' order. */
export function adjustmentsFor(answers: AdjustmentAnswers): ValuationAdjustment[] {
  const found: ValuationAdjustment[] = [];
  for (const question of ADJUSTMENT_QUESTIONS) {
    const answer = (question.answers as readonly { value: string; label: string; percent: number }[]).find(
      (a) => a.value === answers[question.key],
    );
    if (answer && answer.percent !== 0) {
      found.push({ label: `${question.label}: ${answer.label}`, percent: answer.percent });
    }
  }
  return found;
}

/** Every answer labelled for the dealer (e-mail, ADF comments, CLI), whether or not it moved the value. */
export function answerLines(answers: AdjustmentAnswers): { label: string; value: string }[] {
  return ADJUSTMENT_QUESTIONS.map((question) => ({
    label: question.label,
    value:
      (question.answers as readonly { value: string; label: string }[]).find(
        (a) => a.value === answers[question.key],
      )?.label ?? "Not answered",
  }));
}
