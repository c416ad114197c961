FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY tsconfig.json nest-cli.json .swcrc ./
COPY src ./src
COPY migrations ./migrations
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "-r", "@swc-node/register", "src/main.ts"]
