FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --loglevel=warn --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ormconfig.ts ./
COPY src ./src
COPY scripts/build-portal.ts ./scripts/
RUN npm run build && npm prune --omit=dev --loglevel=warn

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Mount points of the keys and media volumes: a new named volume takes this owner.
RUN mkdir -p /keys /media && chown node:node /keys /media
USER node
EXPOSE 3000
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=32", "--heap-growing-percent=100", "--no-allocation-site-pretenuring", "dist/src/main.js"]
