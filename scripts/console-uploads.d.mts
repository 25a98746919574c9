export const CONSOLE_UPLOAD_BYTES: number;
export function isConsoleUploadPath(path: string): boolean;
