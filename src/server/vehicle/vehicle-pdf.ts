import "server-only";
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { Brochure } from "@/lib/vehicle/brochure";

/** What the PDF shows: the page's brochure (lib/vehicle/brochure). */
export type VehiclePdfContent = Brochure;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

/**
 * The standard PDF fonts encode WinAnsi only: anything else (emoji, CJK, smart symbols outside it)
 * would make pdf-lib throw, so it is replaced. Typographic quotes and dashes are kept as ASCII.
 */
export function pdfSafeText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, "?")
    .trim();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A printable A4 brochure of the car (issue 4 §6: "the PDF download saves {slug}.pdf, generated
 * server-side from the car's data"): title, price, the vehicle details, features, dealer comments and
 * where to see the car, flowing onto more pages as needed.
 */
export async function renderVehiclePdf(content: VehiclePdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(content.title));
  pdf.setCreator(pdfSafeText(content.siteName));
  pdf.setProducer("Forecourt");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = (
    value: string,
    options: { font?: PDFFont; size?: number; x?: number; colour?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    for (const line of wrap(pdfSafeText(value), font, size, width - (x - MARGIN))) {
      ensure(size + 4);
      page.drawText(line, {
        x,
        y: y - size,
        size,
        font,
        color: rgb(options.colour ?? 0, options.colour ?? 0, options.colour ?? 0),
      });
      y -= size + 4;
    }
  };
  const heading = (value: string) => {
    y -= 10;
    ensure(30);
    text(value, { font: bold, size: 13 });
    y -= 2;
  };

  text(content.siteName, { size: 9, colour: 0.35 });
  y -= 4;
  text(content.title, { font: bold, size: 20 });
  y -= 4;
  text(content.priceText, { font: bold, size: 16 });
  if (content.wasPriceText) text(`Was ${content.wasPriceText}`, { size: 10, colour: 0.35 });

  if (content.details.length) {
    heading("Vehicle details");
    for (const { label, value } of content.details) {
      ensure(14);
      const top = y;
      text(label, { font: bold, size: 10 });
      const afterLabel = y;
      y = top;
      text(value, { size: 10, x: MARGIN + 170 });
      y = Math.min(y, afterLabel);
    }
  }
  if (content.features.length) {
    heading("Features");
    for (const feature of content.features) text(`- ${feature}`);
  }
  if (content.comments.length) {
    heading("Dealer comments");
    for (const paragraph of content.comments) {
      text(paragraph);
      y -= 4;
    }
  }
  if (content.location.length) {
    heading("Where to see it");
    for (const line of content.location) text(line);
  }
  y -= 10;
  text(content.url, { size: 9, colour: 0.35 });
  return pdf.save();
}
