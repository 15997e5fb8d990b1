# syntax=docker/dockerfile:1
# The shop as one image: storefront + API in one Node process (docs/decisions/045).
#   docker build -t lumiere-mall .
#   docker run --rm -p 3000:3000 -e PUBLIC_ORIGIN=http://localhost:3000 -v mall-data:/app/data lumiere-mall

# --- build: every dependency, then the storefront (apps/web/dist) and the API bundle (apps/api/dist)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies of the API and the domain package, the two builds and the migrations
FROM node:20-bookworm-slim AS runtime
# tini as PID 1 passes SIGTERM/SIGINT on to node (which drains and closes the database) and reaps orphans;
# a sans font draws the labels on the demo seed's generated product images.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --no-audit --no-fund -w @mall/api -w @mall/domain \
 && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and media live in DATA_DIR: the only folder the non-root user writes.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/etc/v1/public/health-check').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/api/dist/server.js"]
