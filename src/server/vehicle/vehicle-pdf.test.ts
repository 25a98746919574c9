import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfSafeText, renderVehiclePdf, type VehiclePdfContent } from "./vehicle-pdf";

const content: VehiclePdfContent = {
  siteName: "Metro Motor Group",
  title: "2021 Toyota HiLux SR5",
  priceText: "$45,990",
  wasPriceText: "$49,990",
  details: [
    { label: "Kilometres", value: "45,000 km" },
    { label: "Transmission", value: "Automatic" },
  ],
  features: ["Reversing camera", "Tow bar"],
  comments: ["One owner, full service history."],
  location: ["Metro Toyota", "1 Main St, Brisbane QLD 4000"],
  url: "https://metro.example/cars/2021-toyota-hilux-sr5-1",
};

describe("the car's PDF (issue 4 §6: generated server-side from the car's data)", () => {
  it("issue 4 §6: renders a PDF that reads back with the car's title", async () => {
    const bytes = await renderVehiclePdf(content);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("2021 Toyota HiLux SR5");
    expect(doc.getPageCount()).toBe(1);
  });
  it("long dealer comments flow onto further pages", async () => {
    const long = {
      ...content,
      comments: Array.from({ length: 60 }, () => "A".repeat(40).split("").join(" ")),
    };
    const doc = await PDFDocument.load(await renderVehiclePdf(long));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
  it("issue 4 'bad input': text the PDF fonts cannot encode never breaks the download", async () => {
    expect(pdfSafeText("Great car 🚗 — “mint”")).toBe('Great car ? - "mint"');
    const odd = { ...content, title: "车 2021 🚗", comments: ["<script>alert(1)</script> ✓"] };
    await expect(renderVehiclePdf(odd)).resolves.toBeInstanceOf(Uint8Array);
  });
});
