/**
 * Saves a file answer (a JSON export) under its attachment's name, in the browser: the console's
 * export is a POST (no phone or e-mail in an address), so it cannot be a plain link. A browser-only
 * helper; the server never runs it.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
