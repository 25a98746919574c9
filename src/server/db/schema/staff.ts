import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { StaffRole } from "@/lib/staff/roles";
import { sites } from "./tenancy";

/**
 * The dealer console's staff (issue 31, decision 0046): accounts separate from shoppers' (their own
 * tables, their own better-auth instance and cookie, on the console's host only). The first five tables
 * are the ones better-auth's Drizzle adapter reads and writes for staff (server/staff/staff-auth.ts),
 * under its field names with our column names; the rest are ours.
 */

/** A staff member: an e-mail and a password, one role over one site (or every site: an operator). */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    /** Lower case; the sign-in name. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    name: text("name").notNull().default(""),
    image: text("image"),
    /** better-auth's two-factor plugin: TOTP confirmed and asked for at each sign-in. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    role: text("role").$type<StaffRole>().notNull(),
    /** The site the account belongs to; null for an operator. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** Managers and sales: the dealerships assigned (ids of `dealerships` of the site). */
    dealershipIds: integer("dealership_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Sales: every lead of the assigned dealerships, not only their own. */
    seesAllDealershipLeads: boolean("sees_all_dealership_leads").notNull().default(false),
    /** Set when the account is switched off: its sessions are ended and sign-in refused. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("staff_users_email").on(t.email),
    index().on(t.siteId),
    check("staff_users_email_lower", sql`${t.email} = lower(${t.email})`),
    check(
      "staff_users_role_scope",
      sql`(${t.role} = 'operator' and ${t.siteId} is null) or (${t.role} in ('group-admin', 'manager', 'sales', 'marketing') and ${t.siteId} is not null)`,
    ),
  ],
);

/** A staff session: deleting the row signs that browser out (sign-out, disabling, a password reset). */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("staff_sessions_token").on(t.token), index().on(t.userId), index().on(t.expiresAt)],
);

/** better-auth's credential row: the password's hash (scrypt) lives here, never in staff_users. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
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

/** better-auth's short-lived values (a sign-in waiting for its second factor). */
export const staffVerifications = pgTable(
  "staff_verifications",
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

/** better-auth's two-factor plugin: the TOTP secret and backup codes, both encrypted with its key. */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.secret)],
);

/**
 * A one-time link: an invitation (or the CLI's first sign-in link) to set a password, valid 24 hours;
 * or a password reset, valid one hour. Only the token's SHA-256 is kept; using it stamps `usedAt`, so a
 * link works once.
 */
export const staffLinks = pgTable(
  "staff_links",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"invite" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("staff_links_token_hash").on(t.tokenHash), index().on(t.staffId)],
);

/**
 * Every change staff make (issue 31 §3): who, when, from where, what, with the record before and after.
 * `siteId` null: a platform change (an operator's). Rows are only ever inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** The staff member; null when the actor was an API key or the command line (see `actor`). */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Who, as a reader should see it even after the account is gone: `Jo Citizen <jo@…>`, `API key "CRM"`. */
    actor: text("actor").notNull(),
    /** The client address the change came from (the front door's vouched-for address). */
    address: text("address"),
    /** What was done, `area.verb`: `lead.status`, `staff.invite`, `api-key.revoke` … */
    action: text("action").notNull(),
    /** What it was done to: `lead`, `staff`, `reservation` …, and its id. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_site_at").on(t.siteId, t.at), index().on(t.targetType, t.targetId)],
);

/**
 * A site's API keys (issue 31 §7): shown once, stored as a SHA-256; `prefix` (the key's first
 * characters) tells them apart in the console. Revoking stamps `revokedAt`; the row stays for the audit.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [unique("api_keys_key_hash").on(t.keyHash), index().on(t.siteId)],
);
