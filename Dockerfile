# One image for every role. A small firm runs it alone:
#   docker build -t briefcast .
#   docker run -p 3000:3000 -v briefcast-data:/data -v "$PWD/models:/models:ro" briefcast
# A large one runs it several times (`--role web`, `--role worker`): see docker/compose.yaml.
# The build runs the npm scripts CI runs (npm ci, npm run build), so CI proves them.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched; cmake and g++
# build whisper.cpp.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ cmake \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# whisper-cli from the whisper.cpp source nodejs-whisper bundles, with the flags of
# scripts/build-whisper.mjs except GGML_NATIVE: an image runs on CPUs other than the builder's.
RUN cmake -S node_modules/nodejs-whisper/cpp/whisper.cpp -B /tmp/whisper \
    -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DWHISPER_BUILD_TESTS=OFF \
    -DWHISPER_BUILD_SERVER=OFF -DWHISPER_BUILD_EXAMPLES=ON -DWHISPER_CURL=OFF -DWHISPER_SDL2=OFF \
    -DWHISPER_COMMON_FFMPEG=OFF -DGGML_BLAS=OFF -DGGML_CUDA=OFF -DGGML_VULKAN=OFF \
    -DGGML_METAL=OFF -DGGML_OPENMP=OFF -DGGML_CCACHE=OFF -DGGML_NATIVE=OFF \
  && cmake --build /tmp/whisper --config Release --target whisper-cli -j "$(nproc)" \
  && cp /tmp/whisper/bin/whisper-cli /usr/local/bin/whisper-cli \
  && rm -rf /tmp/whisper
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data MODELS_DIR=/models PORT=3000 \
  WHISPER_CLI_PATH=/usr/local/bin/whisper-cli
COPY --from=build /usr/local/bin/whisper-cli /usr/local/bin/whisper-cli
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's `node` user (uid 1000) owns the data; nothing runs as root.
RUN mkdir -p /data /models && chown node:node /data /models
USER node
VOLUME ["/data", "/models"]
EXPOSE 3000
# Every role answers /healthz (a worker serves only that and /metrics).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tini passes SIGTERM on to node, which drains requests and hands jobs back before exiting
# (SHUTDOWN_GRACE_SECONDS, 10 by default: give `docker stop` a longer --time).
ENTRYPOINT ["tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
