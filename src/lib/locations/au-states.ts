/** Australia's states and territories as the config and the feeds spell them (spec 01 §9 "default state qld"). */
export const AU_STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"] as const;
export type AuState = (typeof AU_STATES)[number];
