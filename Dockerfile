# The back office as a container image (docs/deployment.md "Container image"): built here, run as the
# unprivileged `node` user, healthy while GET /api/ready answers 200.
#   docker build -t backoffice .
#   docker compose up        (compose.yaml: PostgreSQL, Redis, two instances, nginx)

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    SHUTDOWN_GRACE_S=30
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and gets SIGTERM from `docker stop`: give it more than SHUTDOWN_GRACE_S
# (`docker stop -t 40`, compose's stop_grace_period) or Docker kills it mid-drain.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
