export * from "./schema/accounts";
export * from "./schema/engagement";
export * from "./schema/leads";
export * from "./schema/locations";
export * from "./schema/offers";
export * from "./schema/reviews";
export * from "./schema/stock";
export * from "./schema/tenancy";
