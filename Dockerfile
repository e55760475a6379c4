# One image for both processes: `node dist/apps/api/src/main.js` or `.../worker/src/main.js`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# The distribution's ffmpeg (H.264/AAC, drawtext) rather than the npm-shipped static build; a
# font for the sample videos' title slides.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production FFMPEG_PATH=/usr/bin/ffmpeg FFPROBE_PATH=/usr/bin/ffprobe
# MEDIA_DIR (data/media) for the local driver, writable by the user the apps run as.
RUN mkdir -p /app/data/media && chown -R node:node /app/data
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY package.json ./
USER node
CMD ["node", "dist/apps/api/src/main.js"]
