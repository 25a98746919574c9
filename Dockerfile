# syntax=docker/dockerfile:1
# Forecourt's container image (README "Deploying", decision 0064). Three stages: the dependencies,
# the build (Next's standalone output: the server and only the files it loads), and the image that
# runs it, as `node`, on a supported Node LTS. The front door (scripts/start.mjs and the front
# cache) runs in front of Next as in `npm start`; Next listens on loopback only.
#
#   docker build -t forecourt .
#   docker run -p 3000:3000 -v forecourt-data:/data forecourt      # embedded PGlite under /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e ADMIN_TOKEN=… forecourt
#
# Linted by `npm run lint` (scripts/lint-deploy.mjs).

# Node 24 "Krypton": LTS, maintained until 2028-04-30 (src/deploy-files.test.ts holds the image to a
# maintained LTS line).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# No browser or telemetry downloads: the image needs neither.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# FORECOURT_STANDALONE: this build also lays out Next's standalone server (next.config.ts).
ENV NEXT_TELEMETRY_DISABLED=1 \
    FORECOURT_STANDALONE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The tracer follows the working directory the server reads its migrations from, and so takes in the
# whole project: of the sources, the standalone output keeps the migrations alone.
RUN npm run build \
 && rm -rf .next/standalone/bench .next/standalone/cli .next/standalone/docs .next/standalone/e2e \
           .next/standalone/test .next/standalone/tools .next/standalone/scripts \
 && find .next/standalone/src -type f ! -path ".next/standalone/src/server/db/migrations/*" -delete

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
# The standalone server (with the traced node_modules, the migrations and the postcode table), its
# static assets, and the front door's scripts. Nothing is built at start.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/scripts/*.mjs ./scripts/
# The data directory (PGlite's files, the mail spool, the feed inbox, uploaded photos), writable by
# `node` alone, and kept in a volume.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Healthy once the database answers through the front door (/api/health, as load balancers ask).
# The first start migrates, and seeds the demo when SEED_DEMO is auto: allow it two minutes.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# start.mjs passes SIGTERM on to Next, which finishes the requests in flight before it exits.
CMD ["node", "scripts/start.mjs"]
