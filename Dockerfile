# syntax=docker/dockerfile:1
# The node as a container image (docs/operations.md "Container image"):
#
#   docker build -t rgb-ln-node .
#   docker run -d --name rln -v rln-data:/data -p 127.0.0.1:3000:3000 -p 9735:9735 \
#     -e RLN_NETWORK=... -e BITCOIND_RPC_URL=... -e BITCOIND_RPC_USER=... -e BITCOIND_RPC_PASSWORD=... rgb-ln-node
#
# Stages: addon (rgb-lib's Node addon, Rust), build (all npm dependencies, `npm run build` to
# dist/node-api), deps (production npm dependencies only), runtime (what runs: Node.js, those
# dependencies, the build; a non-root user). BuildKit is needed for the cache mounts.
# No Docker daemon runs where this was written: tools/build/src/node-api-build.e2e.spec.ts
# repeats the deps and runtime stages without Docker (npm ci --omit=dev, the build copied in, an
# unprivileged user) and checks that the node starts and becomes ready.

ARG NODE_IMAGE=node:20-bookworm
ARG NODE_SLIM_IMAGE=node:20-bookworm-slim
# native/rgb-addon is edition 2024 (Rust 1.85+); bookworm, so the addon links the glibc it runs on.
ARG RUST_IMAGE=rust:1.95-bookworm
# The npm of the lock file: npm 11 runs only the install scripts that package.json "allowScripts" allows.
ARG NPM_VERSION=11.19.1

FROM ${RUST_IMAGE} AS addon
WORKDIR /src
COPY tools/rgb-addon/ tools/rgb-addon/
COPY native/rgb-addon/ native/rgb-addon/
# The same script as tools/setup uses; its cargo target dir in a cache mount (a cold build is
# 10-20 minutes on 2 cores, a warm one well under one).
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/cache/rln-tools \
    RLN_TOOLS_CACHE=/cache/rln-tools bash tools/rgb-addon/build-addon.sh --force

FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION
RUN npm install --global "npm@${NPM_VERSION}"
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY tools/register.js tools/
COPY tools/build/ tools/build/
COPY apps/node-api/ apps/node-api/
COPY libs/ libs/
COPY native/rgb-addon/index.js native/rgb-addon/
COPY --from=addon /src/native/rgb-addon/rgb_addon.node native/rgb-addon/
# The node only (`npm run build` alone also builds rln, whose sources are not copied here).
RUN npm run build -- --out dist/node-api

FROM ${NODE_SLIM_IMAGE} AS deps
ARG NPM_VERSION
RUN npm install --global "npm@${NPM_VERSION}"
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_SLIM_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to the node (which shuts down cleanly) and reaps the processes
# the embedded PostgreSQL server leaves to it. util-linux's setpriv (in the base image) ties that
# server's life to the node's. The node runs as rln (uid 10001); PostgreSQL refuses root anyway.
# tini is not pinned (DL3008): bookworm's archive keeps only its current build, so a pin breaks
# the image build at the next rebuild of the package; the base image tag moves the same way.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install --yes --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 rln \
 && useradd --system --uid 10001 --gid rln --home-dir /data --no-create-home --shell /usr/sbin/nologin rln \
 && mkdir /data \
 && chown rln:rln /data \
 && chmod 700 /data
WORKDIR /app
# Owned by root: the node cannot change its own code or dependencies.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/dist/node-api ./
ENV RLN_DATA_DIR=/data \
    RLN_HTTP_HOST=0.0.0.0 \
    RLN_HTTP_PORT=3000 \
    RLN_P2P_HOST=0.0.0.0 \
    RLN_P2P_PORT=9735
USER 10001:10001
VOLUME ["/data"]
# HTTP API (/api/v1, /docs) and Lightning P2P.
EXPOSE 3000 9735
# Liveness only; /api/v1/readyz is the readiness check for a balancer or an orchestrator.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.RLN_HTTP_PORT}/api/v1/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/node-api/src/main.js"]
