# syntax=docker/dockerfile:1
# One image for the API, the worker and the web (issue 18): what `npm run build` builds,
# on Node 24 (the product's LTS, docs/decisions/011-runtime-node-24.md), production
# dependencies only, as the unprivileged `node` user. compose.yaml runs it three ways:
#   API     node apps/api/dist/server.js     (port 3001)
#   worker  node apps/api/dist/worker.js
#   web     node apps/web/server.mjs build/server/index.js   (port 3000, cwd apps/web)
# Backups: node apps/api/dist/backup.js --to DIR / restore.js --from DIR (pg_dump inside).
# Not built on the machines this product is developed on (no Docker engine there).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
# npm keeps a workspace's own copy of a package whose version differs from the root's (the
# API's uuid, both apps' OpenTelemetry) in that workspace's node_modules: made here so the
# runtime stage can copy them whether npm needed them or not.
RUN NODE_ENV=production npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p apps/api/node_modules apps/web/node_modules

FROM node:24-bookworm-slim AS runtime
# pg_dump / pg_restore for `backup.js` and `restore.js`; curl-free health check below.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/contracts ./packages/contracts
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/package.json
COPY --from=build --chown=node:node /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/web/package.json /app/apps/web/server.mjs ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/node_modules ./apps/web/node_modules
COPY --from=build --chown=node:node /app/apps/web/server ./apps/web/server
COPY --from=build --chown=node:node /app/apps/web/build ./apps/web/build
COPY --from=build --chown=node:node /app/apps/web/public ./apps/web/public
USER node
EXPOSE 3000 3001
# The API's liveness by default; compose.yaml sets the web's and the worker's own.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||3001)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
