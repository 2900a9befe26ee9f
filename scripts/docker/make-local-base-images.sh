#!/bin/sh
# MACHINE-ONLY: for a build machine that cannot reach Docker Hub. A firm never runs this: its
# Docker pulls node:20-bookworm-slim, postgres:16 and nginx:1.27-alpine from Docker Hub.
#
# Makes local stand-ins under those names from Debian's own archive (the machine's apt mirror)
# and this machine's Node 20, so that `docker build .` and docker/compose*.yaml run unchanged:
#   debian:bookworm-slim   bookworm minbase with the real image's apt sources
#   node:20-bookworm-slim  the same + this machine's node, npm and node headers
#   postgres:16            bookworm + Debian's PostgreSQL (15: the major version bookworm ships),
#                          with an entrypoint that reads POSTGRES_USER/PASSWORD/DB as the real one does
#   nginx:1.27-alpine      bookworm + Debian's nginx (1.22), conf.d included as in the real one
# Each stand-in carries the label briefcast.local-stand-in=true, so it cannot pass for the real one.
#
# Run as root with dockerd running:  sh scripts/docker/make-local-base-images.sh
# An image already there is kept (making it again would void Docker's build cache); FORCE=1
# makes each again. Optional: MIRROR=http://deb.debian.org/debian  WORK=/var/tmp/briefcast-base-images
set -eu

MIRROR=${MIRROR:-http://deb.debian.org/debian}
WORK=${WORK:-/var/tmp/briefcast-base-images}
HERE=$(cd "$(dirname "$0")" && pwd)
LABEL='LABEL briefcast.local-stand-in=true'

# The machine's Node 20 (nodesource layout: /usr/bin/node, /usr/lib/node_modules/npm, /usr/include/node).
NODE_BIN=$(command -v node)
NODE_PREFIX=$(dirname "$(dirname "$(readlink -f "$NODE_BIN")")")
case "$("$NODE_BIN" --version)" in
  v20.*) ;;
  *) echo "make-local-base-images: node 20 needed, found $("$NODE_BIN" --version)" >&2; exit 1 ;;
esac

# A bookworm root with the given extra packages, made once per name and reused.
rootfs() {
  name=$1; shift
  dir="$WORK/$name"
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir"
    include=""
    if [ $# -gt 0 ]; then include="--include=$(echo "$@" | tr ' ' ',')"; fi
    debootstrap --variant=minbase $include bookworm "$dir" "$MIRROR"
    # As in debian:bookworm-slim: no docs, man pages or apt lists in the image.
    rm -rf "$dir"/usr/share/doc/* "$dir"/usr/share/man/* "$dir"/usr/share/info/* \
      "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/*.bin "$dir"/var/cache/apt/archives/*.deb
    touch "$dir/.complete"
  fi
}

# True when `tag` should be made: it is missing, or FORCE=1.
wanted() {
  [ "${FORCE:-0}" = 1 ] || ! docker image inspect "$1" >/dev/null 2>&1
}

import() {
  dir=$1; tag=$2; shift 2
  tar -C "$dir" --exclude=./.complete -c . | docker import "$@" --change "$LABEL" - "$tag"
}

# docker import cannot set a stop signal; a one-line build on top of the import does.
stop_signal() {
  printf 'FROM %s\nSTOPSIGNAL %s\n' "$1" "$2" | docker build -q -t "$1" -
}

# --- debian:bookworm-slim ---------------------------------------------------------------
rootfs debian
d="$WORK/debian"
# The real image's apt sources (deb822), which the Dockerfile's ffmpeg stage extends with deb-src.
rm -f "$d/etc/apt/sources.list"
cat > "$d/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
if wanted debian:bookworm-slim; then
  import "$d" debian:bookworm-slim --change 'CMD ["bash"]'
fi

# --- node:20-bookworm-slim ---------------------------------------------------------------
if wanted node:20-bookworm-slim; then
  n="$WORK/node"
  rm -rf "$n"
  cp -a "$d" "$n"
  install -D -m 0755 "$NODE_BIN" "$n/usr/local/bin/node"
  mkdir -p "$n/usr/local/lib/node_modules" "$n/usr/local/include"
  cp -a "$NODE_PREFIX/lib/node_modules/npm" "$n/usr/local/lib/node_modules/npm"
  cp -a "$NODE_PREFIX/include/node" "$n/usr/local/include/node"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$n/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$n/usr/local/bin/npx"
  # The real image's `node` user, uid and gid 1000.
  chroot "$n" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/sh -m node'
  ca=/usr/local/share/ca-certificates/machine-extra-ca.crt
  if [ -n "${EXTRA_CA:-}" ]; then
    install -D -m 0644 "$EXTRA_CA" "$n$ca"
  fi
  # npm_config_nodedir: node-gyp builds better-sqlite3 against these headers instead of
  # downloading them (nodejs.org and GitHub's prebuilt binaries are out of reach here).
  import "$n" node:20-bookworm-slim \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV npm_config_nodedir=/usr/local' \
    ${EXTRA_CA:+--change "ENV NODE_EXTRA_CA_CERTS=$ca"} \
    --change 'CMD ["node"]'
fi

# --- postgres:16 ---------------------------------------------------------------------------
if wanted postgres:16; then
rootfs postgres postgresql-15
p="$WORK/postgres"
install -m 0755 "$HERE/local-postgres-entrypoint.sh" "$p/usr/local/bin/docker-entrypoint.sh"
import "$p" postgres:16 \
  --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV PGDATA=/var/lib/postgresql/data' \
  --change 'EXPOSE 5432' \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["postgres"]'
stop_signal postgres:16 SIGINT
fi

# --- nginx:1.27-alpine ---------------------------------------------------------------------
if wanted nginx:1.27-alpine; then
rootfs nginx nginx-light
x="$WORK/nginx"
rm -f "$x/etc/nginx/sites-enabled/default"
ln -sf /dev/stdout "$x/var/log/nginx/access.log"
ln -sf /dev/stderr "$x/var/log/nginx/error.log"
import "$x" nginx:1.27-alpine \
  --change 'EXPOSE 80' \
  --change 'CMD ["nginx", "-g", "daemon off;"]'
stop_signal nginx:1.27-alpine SIGQUIT
fi

docker image ls --filter label=briefcast.local-stand-in=true
