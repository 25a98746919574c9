/*
 * Reading a filter expression's text (filter-expression.ts) into tokens, and the syntax error both the
 * tokenizer and the parser (filter-parse.ts) throw, with its position.
 */

export type TokenKind = "lparen" | "rparen" | "operator" | "word" | "quoted" | "end";
export type Token = { kind: TokenKind; text: string; position: number };

/** Characters that end a bare word; anything else (letters, digits, `-`, `.`, `_`, `/`, ...) belongs to it. */
const WORD_BREAK = /[\s()":<>=!\\]/;

export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Throws the syntax error `message` at `position`. */
export function fail(message: string, position: number): never {
  throw new FilterSyntaxError(`${message} at position ${position}`, position);
}

function readQuoted(input: string, start: number): { token: Token; next: number } {
  let text = "";
  let i = start + 1;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '"') return { token: { kind: "quoted", text, position: start }, next: i + 1 };
    if (ch === "\\") {
      if (i + 1 >= input.length) break;
      text += input[i + 1]!;
      i += 2;
    } else {
      text += ch;
      i += 1;
    }
  }
  return fail('Unterminated quoted value (missing closing ")', start);
}

function readOperator(input: string, start: number): Token | null {
  const two = input.slice(start, start + 2);
  if (two === "<=" || two === ">=" || two === "!=") return { kind: "operator", text: two, position: start };
  const one = input[start]!;
  if (one === ":" || one === "<" || one === ">" || one === "=") {
    return { kind: "operator", text: one, position: start };
  }
  return null;
}

/** The tokens of `input`, ending with an "end" token; throws a FilterSyntaxError on a stray character. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "lparen" : "rparen", text: ch, position: i });
      i += 1;
    } else if (ch === '"') {
      const { token, next } = readQuoted(input, i);
      tokens.push(token);
      i = next;
    } else {
      const operator = readOperator(input, i);
      if (operator) {
        tokens.push(operator);
        i += operator.text.length;
      } else if (WORD_BREAK.test(ch)) {
        fail(`Unexpected character "${ch}"`, i);
      } else {
        let end = i + 1;
        while (end < input.length && !WORD_BREAK.test(input[end]!)) end += 1;
        tokens.push({ kind: "word", text: input.slice(i, end), position: i });
        i = end;
      }
    }
  }
  tokens.push({ kind: "end", text: "", position: input.length });
  return tokens;
}
