import { escapeHtml } from "./xml-escape";

/**
 * The frame every HTML e-mail we send sits in (the dealer's lead e-mail, the console's invitations and
 * resets): a 600-pixel card on a grey page, in table markup because mail programs still lay out by
 * tables, with inline styles because they drop style sheets. Callers pass rows (`<tr>…</tr>`) already
 * escaped; only the title is escaped here.
 */

export const EMAIL_FONT = "font-family:Arial,Helvetica,sans-serif;";

export function emailDocument(title: string, rows: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #e4e4e7;${EMAIL_FONT}font-size:15px;line-height:1.5;color:#18181b;">
${rows}
</table>
</td></tr>
</table>
</body>
</html>
`;
}
