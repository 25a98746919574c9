import { type ConsoleAnswer, fieldMessages } from "./console-request";

/**
 * Sends a file's bytes as a request body with XMLHttpRequest, whose upload events give the progress
 * fetch cannot (decision 0052): `onProgress` hears the fraction sent, 0 to 1. Answers as `postConsole`
 * does: the body, or the reason and a message per field.
 */
export function uploadFile<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<ConsoleAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", contentType);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      resolve({
        ok: false,
        status: 0,
        error: "The upload could not reach the console. Check your connection and try again.",
        fields: {},
        body: {},
      });
    xhr.onload = () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, status: xhr.status, body: json as T });
        return;
      }
      const error =
        typeof json.error === "string" ? json.error : `Something went wrong (${xhr.status}). Try again.`;
      resolve({ ok: false, status: xhr.status, error, fields: fieldMessages(json.issues), body: json });
    };
    xhr.send(file);
  });
}
