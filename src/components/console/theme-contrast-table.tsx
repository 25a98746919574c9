import type { ThemeTokens } from "@/lib/template/template";
import { AA_NORMAL_TEXT, themeContrast } from "@/lib/template/theme-contrast";
import { isThemeColour } from "@/lib/template/theme-values";

/**
 * The theme's contrast, live as colours are typed (issue 32 item 4): every pair of tokens the
 * templates draw text with, a sample of the text on its background, the WCAG ratio and whether it
 * reaches AA. A save that fails a pair is refused by the server with the same words.
 */
export function ThemeContrastTable({
  template,
  values,
}: {
  template: ThemeTokens;
  values: Record<string, string>;
}) {
  const theme: ThemeTokens = { ...template };
  for (const [key, value] of Object.entries(values)) {
    const token = key.replace(/^theme\./, "") as keyof ThemeTokens;
    if (value.trim() && token in theme && (token === "radius" || isThemeColour(value.trim())))
      theme[token] = value.trim();
  }
  const pairs = themeContrast(theme);
  return (
    <section aria-labelledby="theme-contrast-title" className="rounded-xl border p-4">
      <h3 id="theme-contrast-title" className="text-lg font-semibold">
        Contrast (WCAG AA needs {AA_NORMAL_TEXT}:1)
      </h3>
      <table className="mt-2 w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="border-b py-1 pr-2">
              Where
            </th>
            <th scope="col" className="border-b py-1 pr-2">
              Sample
            </th>
            <th scope="col" className="border-b py-1">
              Ratio
            </th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {pairs.map((p) => (
            <tr key={`${p.text}/${p.on}`}>
              <th scope="row" className="py-1 pr-2 font-normal">
                {p.where}
              </th>
              <td className="py-1 pr-2">
                <span
                  className="inline-block rounded px-2 py-0.5 font-semibold"
                  style={{ color: theme[p.text], backgroundColor: theme[p.on] }}
                >
                  Aa
                </span>
              </td>
              <td className={p.passes ? "py-1" : "py-1 font-semibold text-destructive"}>
                {p.ratio === null ? "—" : `${p.ratio.toFixed(2)}:1`} {p.passes ? "passes" : "fails"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
