# One image for every role. What a small firm runs, one container on SQLite and disk:
#   docker build -t briefcast .
#   docker run -d --name briefcast --restart unless-stopped --stop-timeout 30 \
#     -p 3000:3000 -e PUBLIC_URL=https://video.example.com \
#     -v briefcast-data:/data -v "$PWD/models:/models:ro" briefcast
# PUBLIC_URL is the origin people type in their browser (scheme, host and any port). A large
# firm runs the image several times (`--role web`, `--role worker`): see docker/compose.yaml.
# The build runs the npm scripts CI runs (npm ci, npm run build), so CI proves them.

# ffmpeg from Debian's own source, with only what the server asks of it: Debian's ffmpeg package
# pulls in LLVM, Mesa, ICU and more (about 700 MB) for devices and codecs no upload needs. Fewer
# decoders is also less code reading untrusted files. Reads the WebM (VP8, VP9, Opus) and MP4
# (H.264, HEVC, AAC) that browsers record, and PNG, JPEG, WebP and GIF for branding images;
# writes H.264/AAC MP4, JPEG thumbnails, PNG, 16 kHz WAV for whisper.cpp, and VP8/VP9/Opus WebM.
# Filters: scaling, frame rate and trims for the MP4; select and metadata to sample frames at
# scene changes for the screening; split, crop, boxblur and overlay to blur a region of a video;
# drawbox to outline a finding on its frame; color, geq and loop to draw the camera bubble's
# round mask once, alphamerge and pad to lay the camera over or beside the screen; volume to
# silence risky words.
FROM debian:bookworm-slim AS ffmpeg
WORKDIR /src
RUN sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources \
  && apt-get update \
  && apt-get install -y --no-install-recommends dpkg-dev gcc make nasm pkg-config xz-utils \
    libx264-dev libvpx-dev libopus-dev zlib1g-dev \
  && apt-get source --only-source ffmpeg \
  && rm -rf /var/lib/apt/lists/*
RUN cd ffmpeg-*/ && ./configure --prefix=/opt/ffmpeg --enable-gpl \
    --disable-debug --disable-doc --disable-ffplay --disable-autodetect --disable-network \
    --disable-everything --enable-zlib --enable-libx264 --enable-libvpx --enable-libopus \
    --enable-protocol=file,pipe \
    --enable-demuxer=matroska,mov,wav,image_png_pipe,image_jpeg_pipe,image_webp_pipe,gif \
    --enable-decoder=h264,hevc,vp8,vp9,opus,aac,vorbis,flac,pcm_s16le,pcm_f32le,png,mjpeg,webp,gif \
    --enable-parser=h264,hevc,vp8,vp9,opus,aac,vorbis,flac,png,mjpeg,webp,gif \
    --enable-encoder=libx264,aac,mjpeg,png,pgm,pcm_s16le,libvpx_vp8,libvpx_vp9,libopus \
    --enable-muxer=mp4,mov,webm,matroska,wav,image2,image2pipe,null \
    --enable-bsfs \
    --enable-filter=buffer,buffersink,abuffer,abuffersink,format,aformat,null,anull,scale,fps,aresample,trim,atrim,setpts,asetpts,transpose,hflip,vflip,select,metadata,split,crop,boxblur,overlay,drawbox,color,geq,loop,alphamerge,pad,volume \
  && make -j"$(nproc)" && make install \
  && /opt/ffmpeg/bin/ffmpeg -hide_banner -buildconf | grep -q -- --enable-libx264

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
# What the running server never reads: typescript (an optional peer of valibot and
# node-llama-cpp), node-llama-cpp's prebuilt binaries for other CPUs and the llama.cpp source it
# would build from, and better-sqlite3's sources and intermediate objects (its addon stays).
RUN rm -rf node_modules/typescript node_modules/node-llama-cpp/llama/gitRelease.bundle \
    node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
    node_modules/better-sqlite3/build/Release/*.a \
  && find node_modules/@node-llama-cpp -mindepth 1 -maxdepth 1 \
    ! -name "linux-$(node -p process.arch)" -exec rm -rf {} + \
  && node -e "new (require('better-sqlite3'))(':memory:').close()"

FROM node:20-bookworm-slim
# tesseract-ocr and its English model read the frames for client data before a video is sent.
# DejaVu is the font a share link's preview card is drawn in.
RUN apt-get update && apt-get install -y --no-install-recommends tini libx264-164 libvpx7 libopus0 \
    tesseract-ocr tesseract-ocr-eng fonts-dejavu-core \
  && apt-get clean && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# SHUTDOWN_GRACE_SECONDS=8: a stop with an upload in flight ends within Docker's default 10 s stop
# timeout (exit 0, not SIGKILL's 137), with room to close the database. A longer --stop-timeout
# (30 s above) also covers the server's own 5 s backstop after the grace.
ENV NODE_ENV=production DATA_DIR=/data MODELS_DIR=/models PORT=3000 \
  SHUTDOWN_GRACE_SECONDS=8 WHISPER_CLI_PATH=/usr/local/bin/whisper-cli
COPY --from=ffmpeg /opt/ffmpeg/bin/ffmpeg /opt/ffmpeg/bin/ffprobe /usr/local/bin/
COPY --from=build /usr/local/bin/whisper-cli /usr/local/bin/whisper-cli
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's `node` user (uid 1000) owns the data; nothing runs as root. Only /data is a
# volume: models are mounted read-only when there are any, never an anonymous volume per run.
RUN mkdir -p /data /models && chown node:node /data /models \
  && ffmpeg -hide_banner -version >/dev/null && ffprobe -hide_banner -version >/dev/null
USER node
VOLUME ["/data"]
EXPOSE 3000
# Every role answers /healthz (a worker serves only that and /metrics). Checked every 5 s from the
# start: the server answers within a second or two. Docker 25's --start-interval would say that
# more precisely, but older engines (Debian 12 ships 20.10) refuse to build a Dockerfile that
# uses it. The check is bash's /dev/tcp, not a Node process, so running it often costs nothing.
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r -t 3 _ status _ <&3 && [ \"$status\" = 200 ]"]
# tini passes SIGTERM on to node, which drains requests and hands jobs back before exiting.
ENTRYPOINT ["tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
