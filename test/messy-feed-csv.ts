/**
 * Test support: a CSV stock export as dealers' systems really write it (issue 15 §2, §3), the CSV twin
 * of messy-feed.ts: a byte order mark, CRLF line ends, "$45,990" prices, "12,000 km", "24/11/2027",
 * "Used" / "In Stock", "Y" / "false", "Queensland", Darwin's postcode as 800, a NUL and a quoted
 * comment with commas and a line break, a blank line, a repeated stock number, columns the importer
 * does not know, a short row and four rows that are genuinely wrong. Imported for dealership
 * "messy-motors" (the feed has no dealership column). Line numbers are in the comments.
 */
const HEADER =
  "Stock #,Condition,Status,Year,Make,Model,Price,Kms,Rego Expiry,Certified,On Hold,State,Postcode,VIN,Seats,Colour,Photos,Comments,Internal Notes,Cost Price";

const ROWS = [
  // 2: blanks where a field has no value
  "M001,Used,,2022,Toyota,HiLux,45990,,,,,,,,,,,,,",
  // 3-4: prices as text
  'M002,Used,In Stock,2022,Toyota,HiLux,"$45,990",,,,,,,,,,,,,',
  'M003,USED,Available,2022,Toyota,HiLux,"45,990.50","12,000 km",,,,,,,,,,,,',
  // 5: an Australian DMS date
  "M004,Used,In Stock,2022,Toyota,HiLux,30000,,24/11/2027,,,,,,,,,,,",
  // 6: yes and no as a DMS writes them
  "M005,Demo,In Stock,2022,Toyota,HiLux,30000,,,Y,false,,,,,,,,,",
  // 7: a state by name and Darwin's postcode without its zero
  "M006,Used,In Stock,2022,Toyota,HiLux,30000,,,,,Queensland,800,,,,,,,",
  // 8: a 1975 car with its chassis number
  "M007,Used,In Stock,1975,Holden,Monaro,85000,,,,,,,HQ-1234567,,,,,,",
  // 9: a NUL in the comments
  'M008,Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,,"One owner\u0000, logbooks.",,',
  // 10-11: a quoted comment with commas, a line break and a quoted word
  'M009,Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,,"Tow bar, canopy, ""as new"" tyres.\r\nFinance available.",call Bob,21000',
  // 12: a bad optional field: the car comes without it
  "M010,Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,lots,Glacier White,,,,",
  // 13: a blank line
  "",
  // 14: "POA": no price shown, the car still listed
  "M011,Used,In Stock,2022,Toyota,HiLux,POA,,,,,,,,,,,,,",
  // 15-16: a repeated stock number: the later row (the correction) wins
  "M012,Used,In Stock,2022,Toyota,HiLux,31000,,,,,,,,,,,,,",
  "M012,Used,In Stock,2022,Toyota,HiLux,29990,,,,,,,,,,,,,",
  // 17: a short row, cut off by the export: its cells cannot be matched to columns
  "M013,Used,In Stock,2022,Toyota",
  // 18-21: genuinely wrong, refused and named
  "BAD1,Used,In Stock,2022,,HiLux,30000,,,,,,,,,,,,,",
  "BAD2,Used,In Stock,2022,Toyota,HiLux,-500,,,,,,,,,,,,,",
  "BAD3,Boat,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,,,,",
  ",Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,,,,",
  // 22: two photos in one cell, separated by a comma and a space
  'M014,Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,"https://cdn.example/m014-1.jpg, https://cdn.example/m014-2.jpg",,,',
  // 23: a trailing delimiter: one blank cell past the header's
  "M015,Used,In Stock,2022,Toyota,HiLux,30000,,,,,,,,,,,,,,",
];

export const MESSY_CSV_FEED = `\uFEFF${[HEADER, ...ROWS].join("\r\n")}\r\n`;
export const MESSY_CSV_DEALERSHIP = "messy-motors";

/** The cars a dealer expects imported from MESSY_CSV_FEED, by stock number. */
export const MESSY_CSV_IMPORTED = [
  "M001",
  "M002",
  "M003",
  "M004",
  "M005",
  "M006",
  "M007",
  "M008",
  "M009",
  "M010",
  "M011",
  "M012",
  "M014",
  "M015",
];
