import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { cars } from "./stock";
import { sites } from "./tenancy";

/**
 * Accounts (issue 21, decision 0036). A shopper signs in by phone with a one-time code through
 * better-auth's phone-number plugin (server/accounts/auth.ts); these four tables are the ones its
 * Drizzle adapter reads and writes, under better-auth's field names (the property names below), with
 * our column names. A user belongs to one site: the same phone on two sites is two users.
 */

/** A signed-in shopper, identified by phone number (spec 01 §6), on one site. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The mobile number in E.164 (`+61412345678`). */
    phone: text("phone").notNull(),
    /**
     * better-auth's `phoneNumber`: the site and the phone, `<site id>:<E.164>`. better-auth looks users
     * up by this one value, so scoping it by site is what keeps one site's shopper off another's account
     * (lib/accounts/phone-key.ts).
     */
    phoneNumber: text("phone_key").notNull(),
    phoneNumberVerified: boolean("phone_verified").notNull().default(false),
    /** The shopper's name, when they give it; better-auth requires the field, we start it empty. */
    name: text("name").notNull().default(""),
    /**
     * better-auth's `email`, which it requires: a placeholder under the reserved `.invalid` domain
     * (`<site id>.<digits>@phone.invalid`), never mailed. A real address, when a shopper gives one, is
     * `contactEmail`.
     */
    email: text("auth_email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    contactEmail: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("users_site_phone").on(t.siteId, t.phone),
    unique("users_phone_key").on(t.phoneNumber),
    unique("users_auth_email").on(t.email),
  ],
);

/**
 * A signed-in session: the cookie holds `token` signed with the site's key; deleting the row is
 * signing out everywhere that cookie went (server-side revocation).
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("auth_sessions_token").on(t.token), index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * better-auth's sign-in methods per user. Phone sign-in needs none (it makes no credential account);
 * the table is here because better-auth checks its whole schema, and stays empty.
 */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * One-time codes in flight. `identifier` is a SHA-256 of better-auth's key for the phone (so the table
 * lists no phone numbers); `value` is `<HMAC of the code>:<checks so far>` — the code itself is never
 * stored (server/accounts/otp-hashing.ts).
 */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier), index().on(t.expiresAt)],
);

/** The cars a signed-in shopper watches (spec 01 §3 "Watchlist entry: id", §4 "Watchlist"). */
export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("watchlist_user_car").on(t.userId, t.carId), index().on(t.carId)],
);
