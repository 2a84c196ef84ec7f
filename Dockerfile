# Wayfarer: one image, one process serving the web app and the API.
# Build: docker build -t wayfarer .
# Run:   docker run -p 3000:3000 -v wayfarer-data:/app/data \
#          -e BASE_URL=https://wayfarer.example -e BETTER_AUTH_SECRET="$(openssl rand -base64 32)" wayfarer
# BASE_URL (the public origin travellers open) is required: the image runs with NODE_ENV=production, which
# refuses to start without it, since the links in account emails (password reset, confirmation) would
# otherwise name whatever host a request claims, and cookies would not be Secure (README "Configuration").

FROM node:24-bookworm-slim AS build
WORKDIR /app
# No compiler needed: better-sqlite3 13 ships its native binaries (glibc and musl) inside the npm package.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# Only what the server needs at run time: better-auth names vitest as an optional peer, so --omit=dev alone
# would keep vitest, vite and their native binaries (scripts/licenses.mjs lists exactly what this keeps).
RUN npm run build && npm prune --omit=dev --omit=optional

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/NOTICE ./NOTICE
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM from the orchestrator drains in-flight requests (SHUTDOWN_TIMEOUT_MS) before exit.
CMD ["node", "--max-semi-space-size=8", "dist/server/main.js"]
