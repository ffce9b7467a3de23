// Rebuilds bench/corpus/pages/ from the sources named in manifest.json, and fills in each page's title, bytes
// and sha256 there; bench/corpus/licences/ gets the licence texts of every source. Three kinds of source:
//
// - Debian packages, fetched with `apt-get download` (no root needed) and unpacked together, so their relative
//   symlinks (python3.11-doc's _static/jquery.js into libjs-jquery) resolve as installed. Licences: each package's
//   copyright file.
// - npm packages, fetched with `npm pack NAME@VERSION` and unpacked one folder each. A source may lay other
//   packages' files over its own first (`overlays`: AdminLTE's `plugins/`, which its build copies from its
//   dependencies and its package leaves out). Licences: the files each source and overlay names.
// - A GitHub repository (the Wikipedia pages), read from a clone at the manifest's commit.
//
//   node bench/corpus/assemble.mjs [--debs DIR] [--npm DIR] [--repo DIR] [--sources ID,ID]
//     --debs     a folder that already holds the .deb files (else they are downloaded into a temporary folder)
//     --npm      a folder that already holds the npm tarballs, as `npm pack` names them (else they are fetched)
//     --repo     a git directory of the repository the Wikipedia pages come from (without it they are kept as they are)
//     --sources  rebuild only these sources (their pages, assets and licences); the others are kept as they are
//
// Each page keeps its HTML, and the stylesheets and scripts it links with relative URLs (and the stylesheets
// those import), but for the few assets a source's `omit` names; a source can add whole folders (`copyAll`: a
// built app's module chunks, which its scripts import by name) and single files its scripts fetch (`extraFiles`).
// Images, fonts and everything else are left out: the bench's server answers 404 for them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PAGES = join(HERE, 'pages');
const LICENCES = join(HERE, 'licences');
const manifestPath = join(HERE, 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const only = option('sources')?.split(',');
if (only) for (const id of only) if (!manifest.sources.some((s) => s.id === id)) throw new Error(`--sources: no source ${id} in the manifest`);
const selected = manifest.sources.filter((s) => !only || only.includes(s.id));

/** Assets already copied, by their path in the unpacked tree. */
const copied = new Set();
const work = mkdtempSync(join(tmpdir(), 'lookout-corpus-'));
const root = join(work, 'root');
mkdirSync(root);
try {
  mkdirSync(LICENCES, { recursive: true });
  mkdirSync(PAGES, { recursive: true });
  const repo = option('repo');
  const keep = (source) => source.github && !repo;
  for (const source of selected) if (!keep(source)) rmSync(join(PAGES, source.id), { recursive: true, force: true });

  const bases = new Map([...unpackDebian(), ...unpackNpm()]);

  for (const page of manifest.pages) {
    const source = selected.find((s) => s.id === page.source);
    if (!source || keep(source)) continue;
    const target = join(PAGES, page.file);
    mkdirSync(dirname(target), { recursive: true });
    if (source.github) {
      writeFileSync(target, execFileSync('git', ['--git-dir', repo, 'show', `${source.github.commit}:${page.from}`]));
      continue;
    }
    const base = bases.get(source.id);
    const from = join(base, relative(source.id, page.file));
    copyFileSync(realFile(from), target);
    for (const asset of assetsOf(from, readFileSync(from, 'utf8'))) copyAsset(asset, base, join(PAGES, source.id), source.omit ?? {});
  }
  for (const source of selected.filter((s) => bases.has(s.id))) {
    const base = bases.get(source.id);
    for (const file of source.extraFiles ?? []) copyAsset(join(base, file), base, join(PAGES, source.id), {});
    for (const { dir, ext } of source.copyAll ?? []) {
      for (const name of readdirSync(join(base, dir)).filter((n) => n.endsWith(ext)))
        copyAsset(join(base, dir, name), base, join(PAGES, source.id), source.omit ?? {});
    }
  }

  for (const page of manifest.pages) {
    if (!selected.some((s) => s.id === page.source)) continue;
    const bytes = readFileSync(join(PAGES, page.file));
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(bytes.toString('utf8'))?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    page.title = decodeEntities(title);
    page.bytes = bytes.length;
    page.sha256 = createHash('sha256').update(bytes).digest('hex');
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  console.log(
    `${manifest.pages.filter((p) => selected.some((s) => s.id === p.source)).length} pages of ${selected.length} source(s) in ${relative(process.cwd(), PAGES)}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Downloads and unpacks the Debian packages of the selected sources (and the extras their symlinks reach); copies their copyright files. */
function unpackDebian() {
  const sources = selected.filter((s) => s.debian);
  if (sources.length === 0) return [];
  const debs = option('debs') ?? join(work, 'debs');
  mkdirSync(debs, { recursive: true });
  const packages = [...sources, ...manifest.extras.filter((e) => e.debian && (!only || e.for?.some((id) => only.includes(id))))].map((s) => s.debian);
  for (const { package: name, version } of packages) {
    const have = readdirSync(debs).find((f) => f.startsWith(`${name}_`) && f.endsWith('.deb'));
    if (!have) execFileSync('apt-get', ['download', `${name}=${version}`], { cwd: debs, stdio: 'inherit' });
  }
  for (const file of readdirSync(debs).filter((f) => f.endsWith('.deb'))) execFileSync('dpkg-deb', ['-x', join(debs, file), root]);
  for (const { package: name } of packages) copyFileSync(realFile(join(root, 'usr/share/doc', name, 'copyright')), join(LICENCES, `${name}.copyright`));
  return sources.map((s) => [s.id, join(root, s.debian.root)]);
}

/** Fetches and unpacks the npm packages of the selected sources, lays their overlays over them and copies the licence files. */
function unpackNpm() {
  const sources = selected.filter((s) => s.npm);
  if (sources.length === 0) return [];
  const tarballs = option('npm') ?? join(work, 'npm');
  mkdirSync(tarballs, { recursive: true });
  const unpack = ({ package: name, version }) => {
    const file = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
    if (!existsSync(join(tarballs, file)))
      execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', tarballs, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const into = join(work, 'npm-unpacked', file.replace(/\.tgz$/, ''));
    mkdirSync(into, { recursive: true });
    execFileSync('tar', ['xzf', join(tarballs, file), '-C', into]);
    return into;
  };
  const licence = (unpacked, files, prefix) => {
    for (const file of files) copyFileSync(join(unpacked, file), join(LICENCES, `${prefix}.${basename(file)}`));
  };
  return sources.map((source) => {
    const unpacked = unpack(source.npm);
    licence(unpacked, source.licenceFiles ?? [], source.id);
    const base = join(unpacked, source.npm.root);
    for (const overlay of source.overlays ?? []) {
      const unpackedOverlay = unpack(overlay.npm);
      mkdirSync(join(base, overlay.to), { recursive: true });
      execFileSync('cp', ['-R', `${join(unpackedOverlay, overlay.from)}/.`, join(base, overlay.to)]);
      licence(unpackedOverlay, overlay.licenceFiles ?? [], `${source.id}.${overlay.npm.package.replace(/^@/, '').replace('/', '-')}`);
    }
    return [source.id, base];
  });
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
  if (inside.startsWith('..') || inside in omit) return;
  let real;
  try {
    real = realFile(path);
  } catch {
    return;
  }
  if (!existsSync(real)) return;
  const target = join(into, inside);
  mkdirSync(dirname(target), { recursive: true });
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
