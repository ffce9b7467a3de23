// Rebuilds bench/corpus/pages/ from the sources named in manifest.json, and fills in each page's title, bytes
// and sha256 there; bench/corpus/licences/ gets the copyright file of every Debian package used. Debian packages are fetched with `apt-get download` (no root needed) and unpacked together,
// so their relative symlinks (python3.11-doc's _static/jquery.js into libjs-jquery) resolve as installed.
// Wikipedia pages are read from a clone of the GitHub repository the manifest names, at its commit.
//
//   node bench/corpus/assemble.mjs [--debs DIR] [--repo DIR]
//     --debs  a folder that already holds the .deb files (else they are downloaded into a temporary folder)
//     --repo  a git directory of the repository the Wikipedia pages come from (without it they are kept as they are)
//
// Each page keeps its HTML, and the stylesheets and scripts it links with relative URLs (and the stylesheets
// those import), but for the few assets a source's `omit` names; images, fonts and everything else are left
// out: the bench's server answers 404 for them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, lstatSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PAGES = join(HERE, 'pages');
const manifestPath = join(HERE, 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};

/** Assets already copied, by their path in the unpacked tree. */
const copied = new Set();
const work = mkdtempSync(join(tmpdir(), 'lookout-corpus-'));
const root = join(work, 'root');
mkdirSync(root);
try {
  const debs = option('debs') ?? join(work, 'debs');
  mkdirSync(debs, { recursive: true });
  const packages = [...manifest.sources, ...manifest.extras].filter((s) => s.debian).map((s) => s.debian);
  for (const { package: name, version } of packages) {
    const have = readdirSync(debs).find((f) => f.startsWith(`${name}_`) && f.endsWith('.deb'));
    if (!have) execFileSync('apt-get', ['download', `${name}=${version}`], { cwd: debs, stdio: 'inherit' });
  }
  for (const file of readdirSync(debs).filter((f) => f.endsWith('.deb'))) execFileSync('dpkg-deb', ['-x', join(debs, file), root]);
  // Each package's copyright file (its licences in full) goes beside the pages.
  const licences = join(HERE, 'licences');
  rmSync(licences, { recursive: true, force: true });
  mkdirSync(licences);
  for (const { package: name } of packages) copyFileSync(realFile(join(root, 'usr/share/doc', name, 'copyright')), join(licences, `${name}.copyright`));

  const repo = option('repo');
  const keepWikipedia = !repo;
  mkdirSync(PAGES, { recursive: true });
  for (const entry of readdirSync(PAGES, { withFileTypes: true })) {
    if (keepWikipedia && entry.name === 'wikipedia') continue;
    rmSync(join(PAGES, entry.name), { recursive: true, force: true });
  }

  for (const page of manifest.pages) {
    const source = manifest.sources.find((s) => s.id === page.source);
    const target = join(PAGES, page.file);
    mkdirSync(dirname(target), { recursive: true });
    if (source.github) {
      if (keepWikipedia) continue;
      const text = execFileSync('git', ['--git-dir', repo, 'show', `${source.github.commit}:${page.from}`]);
      writeFileSync(target, text);
      continue;
    }
    const base = join(root, source.debian.root);
    const from = join(base, relative(source.id, page.file));
    copyFileSync(realFile(from), target);
    for (const asset of assetsOf(from, readFileSync(from, 'utf8'))) copyAsset(asset, base, join(PAGES, source.id), source.omit ?? {});
  }

  for (const page of manifest.pages) {
    const bytes = readFileSync(join(PAGES, page.file));
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(bytes.toString('utf8'))?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    page.title = decodeEntities(title);
    page.bytes = bytes.length;
    page.sha256 = createHash('sha256').update(bytes).digest('hex');
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`${manifest.pages.length} pages in ${relative(process.cwd(), PAGES)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Follows symlinks inside the unpacked tree: an absolute link target points into `root`, not this machine. */
function realFile(path) {
  let current = path;
  for (let hops = 0; hops < 20; hops++) {
    if (!lstatSync(current).isSymbolicLink()) return current;
    const link = readlinkSync(current);
    current = isAbsolute(link) ? join(root, link) : resolve(dirname(current), link);
  }
  throw new Error(`too many symlinks at ${path}`);
}

/** Relative URLs of the stylesheets and scripts a page loads, and of the stylesheets a stylesheet imports. */
function assetsOf(file, text) {
  const urls = [];
  if (file.endsWith('.css')) {
    for (const m of text.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) urls.push(m[1]);
    for (const m of text.matchAll(/url\(\s*["']?([^"')]+\.css)["']?\s*\)/g)) urls.push(m[1]);
  } else {
    for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
      if (!/rel=["']?[^"'>]*stylesheet/i.test(m[0])) continue;
      const href = /href=["']([^"']+)["']/i.exec(m[0]);
      if (href) urls.push(href[1]);
    }
    for (const m of text.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) urls.push(m[1]);
  }
  return urls
    .filter((u) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(u))
    .map((u) => resolve(dirname(file), decodeURI(u.replace(/[?#].*$/, ''))))
    .filter((path, i, all) => all.indexOf(path) === i);
}

/** Copies one asset into the source's folder, unless it is outside the source's root or the manifest omits it. */
function copyAsset(path, base, into, omit) {
  if (copied.has(path)) return;
  copied.add(path);
  const inside = relative(base, path);
  if (inside.startsWith('..') || !existsSync(path) || inside in omit) return;
  const target = join(into, inside);
  mkdirSync(dirname(target), { recursive: true });
  const real = realFile(path);
  copyFileSync(real, target);
  if (path.endsWith('.css')) for (const asset of assetsOf(path, readFileSync(real, 'utf8'))) copyAsset(asset, base, into, omit);
}

function decodeEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return named[code.toLowerCase()] ?? all;
  });
}
