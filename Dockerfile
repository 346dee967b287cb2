# Spora from its packed packages: `npm run build && node scripts/pack-packages.mjs`, then
# `docker build -t spora .` (docs/operations.md, Docker). CI runs what this image runs (the same
# tarball install, a user that is not root, the entrypoint, environment and health check) without
# a container engine: scripts/package-install-smoke.mjs reads them from this file.

# Installs the tarballs; better-sqlite3 builds its native module here when no prebuilt one fits.
FROM node:22-bookworm-slim AS install
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /opt/spora
COPY tarballs/*.tgz /tmp/tarballs/
RUN echo '{"name":"spora-installation","private":true}' > package.json \
  && npm install --omit=dev --no-audit --no-fund /tmp/tarballs/*.tgz \
  && npm cache clean --force

FROM node:22-bookworm-slim
COPY --from=install /opt/spora /opt/spora
# /data: the SQLite database, uploaded files, and the project's plugins, skills and App folders;
# /keys: the key that encrypts stored secrets, kept apart so a copy of /data alone cannot read them.
RUN mkdir -p /data/files /keys && chown -R node:node /data /keys && chmod 700 /keys
VOLUME ["/data", "/keys"]
ENV PATH=/opt/spora/node_modules/.bin:$PATH NODE_ENV=production SPORA_HOST=0.0.0.0 SPORA_PORT=8080 SPORA_DATABASE_URL=sqlite:/data/spora.db SPORA_SECRET_KEY_FILE=/keys/spora.key SPORA_PLUGIN_PACKAGES=@spora/plugin-memories
WORKDIR /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.SPORA_PORT||8080)+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["spora"]
CMD ["serve"]
