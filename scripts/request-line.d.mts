export const ALLOWED_METHODS: readonly string[];
export function judgeRequestTarget(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { path: string } | { status: number; text: string; allow?: string };
