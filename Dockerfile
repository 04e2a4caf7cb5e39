# Podloom in one image. Docker cannot run on the machines this was written on, so this file
# is checked by apps/server/src/deploy-files.test.ts (commands, roles, configuration), not by a build there.
# Node 22 is the current LTS line here; the code also runs on Node 20.19+ (package.json "engines").

# ---- build: every dependency, then the contract, the server bundle and the web app ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# ffmpeg: the web build renders its demo video with it; the server's tests are not run here.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/test-openid-provider/package.json packages/test-openid-provider/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# ---- run: the built app, production dependencies, Debian's ffmpeg, as an unprivileged user ----
FROM node:22-bookworm-slim AS run
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini libespeak-ng1 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    FFMPEG_PATH=/usr/bin/ffmpeg
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/schema.graphql ./apps/server/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The node image's own unprivileged user; DATA_DIR is the one place it writes (embedded database, files, secrets).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/main.js", "all"]
