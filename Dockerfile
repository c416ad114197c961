FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
COPY bench ./bench
COPY test ./test
COPY examples ./examples
RUN npx tsc -p tsconfig.build.json
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "dist/src/main.js"]
