/**
 * The bench's floor page (scripts/bench/floor.tsx): built in production mode like the site (one
 * content-hashed script with gzip and brotli siblings) and served by the sandbox under /__floor/
 * the way the site's files are (precompressed siblings, the same cache headers, the image hints).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import webpack from 'webpack';
import { IMAGE_CLIENT_HINTS, cacheControlFor } from '../../sandbox/lib/static-site';
import { resolveStaticFile, sendStaticFile } from '../../sandbox/lib/static-files';
import { repoRoot } from './paths';

export const FLOOR_PATH = '/__floor/';
const floorDir = path.join(repoRoot, '.bench', 'floor');

function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    }),
  );
}

/** Builds the floor page into .bench/floor/ and answers its folder. */
export async function buildFloorPage(): Promise<string> {
  fs.rmSync(floorDir, { recursive: true, force: true });
  const stats = await compile({
    mode: 'production',
    context: repoRoot,
    entry: { floor: path.join(repoRoot, 'scripts', 'bench', 'floor.tsx') },
    output: { path: floorDir, filename: 'floor.[contenthash:8].js', publicPath: FLOOR_PATH },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
      ],
    },
    performance: { hints: false },
  });
  const script = Object.keys(stats.compilation.assets).find((name) => name.endsWith('.js'));
  if (!script) throw new Error('the floor build wrote no script');
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<script defer src="${FLOOR_PATH}${script}"></script>
</head>
<body><div id="root"></div></body>
</html>
`;
  fs.writeFileSync(path.join(floorDir, 'index.html'), html);
  for (const file of ['index.html', script]) {
    const body = fs.readFileSync(path.join(floorDir, file));
    fs.writeFileSync(path.join(floorDir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(
      path.join(floorDir, `${file}.br`),
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return floorDir;
}

/** Serves the floor page's folder under /__floor/ (a sandbox `extraRoutes` hook). */
export function floorRoutes(dir: string): (app: FastifyInstance) => void {
  return (app) => {
    app.get(`${FLOOR_PATH}*`, async (request, reply) => {
      const wanted = request.url.split('?')[0].slice(FLOOR_PATH.length - 1);
      const file = await resolveStaticFile(dir, wanted === '/' ? '/index.html' : wanted);
      if (!file) return reply.callNotFound();
      if (file.path.endsWith('index.html')) reply.header('accept-ch', IMAGE_CLIENT_HINTS);
      return sendStaticFile(request, reply, file, cacheControlFor(file.path));
    });
  };
}
