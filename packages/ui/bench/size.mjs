#!/usr/bin/env node
// Bundle size of the kit's 16 most used components next to antd-mobile's equivalents.
//
// All three bundles are made in this one run the same way: esbuild, minified, production,
// React and react-dom bundled in (no externals), gzip level 9. A bare React 19 + react-dom/client
// app is the baseline; each library's figure is its bundle minus that baseline.
//
// vanilla-extract styles must be compiled before esbuild can bundle the kit. The esbuild plugin
// (@vanilla-extract/esbuild-plugin) is not installed here, so a Vite library build with the
// vanilla-extract Vite plugin first turns the kit entry into plain JS plus one CSS file (bare
// imports such as react and react-aria-components left external, nothing minified), and esbuild
// then bundles and minifies that JS and CSS exactly as it does for antd-mobile and the baseline.
// The Vite step keeps the kit in one file (codeSplitting: false): the kit loads a few parts with
// import() (ToastProvider's loading cover), and esbuild, bundling without code splitting, turns a
// module reached through import() and every module it imports (here most of react-aria) into
// lazily initialised wrappers, which charged the kit 5.6 KiB of bundler glue that no real build
// ships. Inlined, every byte of the kit's code still counts, once, as antd-mobile's does. (With
// code splitting, as the app ships it, the cover's own chunk costs about 1.5 KiB more than one
// file, the price of keeping 9.3 KiB off every first visit.)
//
// antd-mobile's figure only changes with antd-mobile, React or esbuild, so it is recorded in
// antd-mobile-size.json with those versions; the kit is measured afresh every time. `pnpm test`
// fails when the kit is heavier (tests/e2e/kit-size.e2e.ts) or the record's versions are not the
// installed ones.
//
// Usage: pnpm bench:kit-size [--json] [--without=Tabs,Rate]  (--without shows what a component costs)
//        pnpm bench:kit-size --antd            also builds antd-mobile afresh and compares with the record
//        pnpm bench:kit-size --write-reference builds antd-mobile afresh and rewrites the record
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild, transform } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiRoot = path.resolve(here, '..');
const components = path.join(uiRoot, 'src/components');
// Inside node_modules so the generated entries resolve react, react-aria-components and
// antd-mobile like any file of the package, and so nothing here is ever committed.
const work = path.join(uiRoot, 'node_modules/.cache/kit-size');
const repoRoot = path.resolve(uiRoot, '../..');
/** antd-mobile's recorded figure and the versions it was measured with. */
export const REFERENCE_FILE = path.join(here, 'antd-mobile-size.json');

/** The versions antd-mobile's figure depends on, as installed (resolved as the bundles resolve them). */
export function installedVersions() {
  const version = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  return {
    'antd-mobile': version(path.join(repoRoot, 'node_modules/antd-mobile')),
    react: version(path.join(uiRoot, 'node_modules/react')),
    'react-dom': version(path.join(uiRoot, 'node_modules/react-dom')),
    esbuild: version(path.join(repoRoot, 'node_modules/esbuild')),
  };
}

/** The recorded antd-mobile figure, and whether it was measured with the installed versions. */
export function readReference() {
  const reference = JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8'));
  const installed = installedVersions();
  const stale = Object.entries(installed)
    .filter(([name, v]) => reference.versions[name] !== v)
    .map(([name, v]) => `${name} ${reference.versions[name] ?? '(none)'} recorded, ${v} installed`);
  return { ...reference, installed, stale };
}

/** Aim from the kit issue: the 16 components together under 60 KiB gzip JS on top of React. */
export const KIT_JS_BUDGET_KIB = 60;

/**
 * The kit's 16 most used components, each imported alone through its folder (as
 * `@shop/ui/<Name>`) and rendered, so nothing is tree-shaken away. Props are plausible, not
 * exhaustive: the bundle is measured, never run.
 */
const KIT = [
  ['Button', `<Button onPress={noop}>Pay</Button>`],
  ['Toast', `<ToastProvider><Toast message="Saved" type="success" /></ToastProvider>`],
  [
    'Dialog',
    `<Dialog isOpen title="Tip" message="Delete?" confirmLabel="OK" cancelLabel="Cancel" onConfirm={noop} onCancel={noop} onOpenChange={noop} />`,
  ],
  ['Popup', `<Popup isOpen onOpenChange={noop} title="Shipping" closeLabel="Close">body</Popup>`],
  [
    'Tabs',
    `<Tabs label="Orders" items={[{ id: 'a', label: 'All', badge: 2, badgeLabel: '2' }, { id: 'b', label: 'To pay' }]}>{(i) => i.label}</Tabs>`,
  ],
  [
    'Carousel',
    `<Carousel label="Deals" slides={[{ id: 'a', content: 'A' }, { id: 'b', content: 'B' }]} slideLabel={(i, n) => i + '/' + n} goToLabel={String} pauseLabel="Pause" playLabel="Play" />`,
  ],
  ['NavBar', `<NavBar title="Orders" backLabel="Back" onBack={noop} />`],
  [
    'TabBar',
    `<TabBar label="Main" items={[{ id: 'home', label: 'Home', icon: null }, { id: 'cart', label: 'Cart', icon: null, badge: 3 }]} selectedKey="home" onSelectionChange={noop} />`,
  ],
  [
    'SearchBar',
    `<SearchBar label="Search" placeholder="Search" onSearch={noop} onChange={noop} clearLabel="Clear" />`,
  ],
  [
    'NumberBox',
    `<NumberBox label="Quantity" max={10} decrementLabel="-" incrementLabel="+" onChange={noop} />`,
  ],
  [
    'Uploader',
    `<Uploader label="Photos" upload={async () => ({ url: '' })} addLabel="Add" deleteLabel="Delete" previewLabel="Preview" onChange={noop} />`,
  ],
  [
    'PinPad',
    `<PinPad label="PIN" enteredLabel={(a, b) => a + '/' + b} deleteLabel="Delete" onComplete={noop} />`,
  ],
  ['Badge', `<Badge count={3} label="3 items"><span>cart</span></Badge>`],
  [
    'Rate',
    `<><Rate readOnly value={4.5} valueLabel={(v, m) => v + '/' + m} /><Rate label="Rate" valueLabel={(v, m) => v + '/' + m} onChange={noop} /></>`,
  ],
  ['Empty', `<Empty title="Nothing here" description="Go shopping" />`],
  [
    'InfiniteList',
    `<InfiniteList hasMore onLoadMore={async () => {}} loadingText="Loading" errorText="Retry" noMoreText="End">items</InfiniteList>`,
  ],
];

/**
 * antd-mobile's equivalents, in the same order, each imported from its own folder as antd-mobile
 * documents for on-demand loading: esbuild keeps every CSS file a bundled module imports even when
 * tree shaking drops its JS, so importing from the package root would charge antd-mobile for the
 * CSS of all its components.
 */
const ANTD_COMPONENTS = {
  Button: 'button',
  Toast: 'toast',
  Dialog: 'dialog',
  Popup: 'popup',
  Tabs: 'tabs',
  Swiper: 'swiper',
  NavBar: 'nav-bar',
  TabBar: 'tab-bar',
  SearchBar: 'search-bar',
  Stepper: 'stepper',
  ImageUploader: 'image-uploader',
  PasscodeInput: 'passcode-input',
  NumberKeyboard: 'number-keyboard',
  Badge: 'badge',
  Rate: 'rate',
  Empty: 'empty',
  InfiniteScroll: 'infinite-scroll',
};
const ANTD = `
import { createRoot } from 'react-dom/client';
${Object.entries(ANTD_COMPONENTS)
  .map(([name, dir]) => `import ${name} from 'antd-mobile/es/components/${dir}';`)
  .join('\n')}
const noop = () => {};
function App() {
  return (
    <>
      <Button color="primary" onClick={() => Toast.show({ content: 'Saved' })}>Pay</Button>
      <Button onClick={() => Dialog.confirm({ content: 'Delete?' })}>Delete</Button>
      <Dialog visible content="Tip" actions={[{ key: 'ok', text: 'OK' }]} />
      <Popup visible onMaskClick={noop}>body</Popup>
      <Tabs><Tabs.Tab title="All" key="a">A</Tabs.Tab><Tabs.Tab title="To pay" key="b">B</Tabs.Tab></Tabs>
      <Swiper autoplay loop>{['A', 'B'].map((s) => <Swiper.Item key={s}>{s}</Swiper.Item>)}</Swiper>
      <NavBar onBack={noop}>Orders</NavBar>
      <TabBar><TabBar.Item key="home" title="Home" /><TabBar.Item key="cart" title="Cart" badge="3" /></TabBar>
      <SearchBar placeholder="Search" onSearch={noop} />
      <Stepper min={1} max={10} onChange={noop} />
      <ImageUploader value={[]} upload={async () => ({ url: '' })} onChange={noop} />
      <PasscodeInput length={6} keyboard={<NumberKeyboard />} onFill={noop} />
      <Badge content={3}><span>cart</span></Badge>
      <Rate readOnly value={4.5} /><Rate onChange={noop} />
      <Empty description="Nothing here" />
      <InfiniteScroll hasMore loadMore={async () => {}} />
    </>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;

const BASELINE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('div', null, 'shop'));
`;

function kitEntry(present) {
  const imports = present.map(([name]) => {
    const index = path.join(components, name, 'index.ts');
    const names = name === 'Toast' ? 'Toast, ToastProvider' : name;
    return `import { ${names} } from ${JSON.stringify(index)};`;
  });
  return `
import { createRoot } from 'react-dom/client';
import ${JSON.stringify(path.join(uiRoot, 'src/theme/index.ts'))};
${imports.join('\n')}
const noop = () => {};
function App() {
  return (
    <>
      ${present.map(([, jsx]) => jsx).join('\n      ')}
    </>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

/** esbuild: bundle everything (React included), minify, production. */
async function bundle(name, entryFile) {
  const outdir = path.join(work, name);
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild({
    entryPoints: [entryFile],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    write: false,
    logLevel: 'silent',
    loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'file' },
    legalComments: 'none',
  });
  let js = '';
  let css = '';
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.js')) js += file.text;
    else if (file.path.endsWith('.css')) css += file.text;
  }
  return { js, css };
}

/** Vite library build of the kit entry: compiles vanilla-extract, leaves bare imports external. */
async function compileKit(entryFile) {
  const { build } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const outDir = path.join(work, 'kit-vite');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: uiRoot,
    logLevel: 'error',
    mode: 'production',
    plugins: [vanillaExtractPlugin()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      cssCodeSplit: false,
      sourcemap: false,
      lib: { entry: entryFile, formats: ['es'], fileName: () => 'kit.js', cssFileName: 'kit' },
      rollupOptions: {
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
        // One file: see the note at the top about import() and esbuild.
        output: { codeSplitting: false },
      },
    },
  });
  const files = fs.readdirSync(outDir);
  const cssFile = files.find((f) => f.endsWith('.css'));
  return {
    jsFile: path.join(outDir, 'kit.js'),
    css: cssFile ? fs.readFileSync(path.join(outDir, cssFile), 'utf8') : '',
  };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  // Whoever runs this (vitest sets NODE_ENV=test), the kit is compiled as it ships: vanilla-extract's
  // class names and React's build both depend on it.
  process.env.NODE_ENV = 'production';
  fs.mkdirSync(work, { recursive: true });
  const without = (process.argv.find((a) => a.startsWith('--without=')) ?? '')
    .slice('--without='.length)
    .split(',');
  const present = KIT.filter(
    ([name]) => fs.existsSync(path.join(components, name, 'index.ts')) && !without.includes(name),
  );
  const missing = KIT.filter(
    ([name]) => !present.some(([p]) => p === name) && !without.includes(name),
  ).map(([name]) => name);

  const write = (file, text) => {
    const full = path.join(work, file);
    fs.writeFileSync(full, text);
    return full;
  };

  const buildAntd = process.argv.includes('--antd') || process.argv.includes('--write-reference');
  const baseline = await bundle('baseline', write('baseline.jsx', BASELINE));
  const antd = buildAntd ? await bundle('antd', write('antd.jsx', ANTD)) : null;
  const compiled = await compileKit(write('kit.jsx', kitEntry(present)));
  const kit = await bundle('kit', compiled.jsFile);
  // The kit's CSS comes out of Vite unminified; esbuild minifies it like antd-mobile's.
  const kitCss = (await transform(compiled.css, { loader: 'css', minify: true })).code + kit.css;

  const base = { js: gz(baseline.js), css: gz(baseline.css) };
  const measuredAntd = antd && { js: gz(antd.js) - base.js, css: gz(antd.css) };
  if (process.argv.includes('--write-reference')) {
    const record = {
      about:
        "gzip bytes antd-mobile's 16 equivalents add on top of React (see size.mjs); regenerate with pnpm bench:kit-size --write-reference",
      versions: installedVersions(),
      js: measuredAntd.js,
      css: measuredAntd.css,
    };
    fs.writeFileSync(REFERENCE_FILE, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), REFERENCE_FILE)}`);
  }
  const reference = readReference();
  const antdFigure = measuredAntd ?? { js: reference.js, css: reference.css };
  const rows = {
    'react + react-dom (baseline)': { js: base.js, css: base.css, total: base.js + base.css },
    [`kit (${present.length} components)`]: { js: gz(kit.js) - base.js, css: gz(kitCss) },
    [`antd-mobile (16 equivalents${measuredAntd ? '' : ', recorded'})`]: { ...antdFigure },
  };
  for (const row of Object.values(rows)) row.total = row.js + row.css;
  const [, kitRow, antdRow] = Object.values(rows);
  const drift = measuredAntd && (measuredAntd.js !== reference.js || measuredAntd.css !== reference.css);

  if (process.argv.includes('--json')) {
    const { about: _about, ...recorded } = reference;
    console.log(JSON.stringify({ rows, kit: kitRow, antd: antdRow, missing, reference: recorded }, null, 2));
  } else {
    console.log('gzip sizes in KiB (kit and antd-mobile: added on top of the React baseline)\n');
    console.log(
      `${'bundle'.padEnd(42)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'total'.padStart(8)}`,
    );
    for (const [label, r] of Object.entries(rows)) {
      console.log(
        `${label.padEnd(42)}${kib(r.js).padStart(8)}${kib(r.css).padStart(8)}${kib(r.total).padStart(8)}`,
      );
    }
    console.log('');
    if (missing.length)
      console.log(`not built yet, left out of the kit bundle: ${missing.join(', ')}`);
    if (reference.stale.length)
      console.log(
        `antd-mobile-size.json is stale (${reference.stale.join('; ')}): run pnpm bench:kit-size --write-reference`,
      );
    if (drift)
      console.log(
        `antd-mobile measured now differs from antd-mobile-size.json (${reference.js} + ${reference.css} bytes recorded)`,
      );
    console.log(
      `kit JS ${kib(kitRow.js)} KiB vs the ${KIT_JS_BUDGET_KIB} KiB aim: ${kitRow.js <= KIT_JS_BUDGET_KIB * 1024 ? 'under' : 'OVER'}`,
    );
    console.log(
      `kit total ${kib(kitRow.total)} KiB vs antd-mobile ${kib(antdRow.total)} KiB: ${kitRow.total <= antdRow.total ? 'not larger' : 'LARGER'}`,
    );
  }
  // Fails (for CI) only on the hard rule: never larger than antd-mobile in total.
  if (kitRow.total > antdRow.total || reference.stale.length) process.exitCode = 1;
}

// Run as a command, not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
