// Generated pages for the bench. Every page mixes what the collector reads (headings, forms, dialogs,
// status regions, links, buttons) with what it must skip (hidden subtrees), so Lookout and Playwright's
// aria snapshot both have real work at every size.

/** Nodes (Elements and Texts) one block below adds to the page. */
const NODES_PER_BLOCK = 20;

/**
 * Restyle and relayout: toggling `alt` on <body> changes the width and padding of every section, so
 * every paragraph wraps again. It is the DOM change measured before "after a change" observations.
 */
const STYLE = `<style>
section{width:900px;padding:4px;margin:2px 0}
body.alt section{width:610px;padding:9px}
body.alt h3{letter-spacing:1px}
</style>`;

/** A page of about `nodes` Elements and Texts: headings, forms, dialogs, status, hidden subtrees, links, buttons. */
export function generatedPage(nodes: number): string {
  const blocks: string[] = [];
  // One block is 20 nodes: 13 elements and 7 texts.
  for (let i = 0; i * NODES_PER_BLOCK < nodes; i++) {
    const kind = i % 10;
    const region =
      kind === 0
        ? `<div role="dialog"><h2>Dialog ${i}</h2></div>`
        : kind === 1
          ? `<div role="status">Status ${i}</div>`
          : kind === 2
            ? `<form><label>Field ${i} <input></label></form>`
            : `<h3>Heading ${i}</h3>`;
    blocks.push(
      `<section>${region}<p>Paragraph ${i} with <a href="#${i}">link ${i}</a> and <button>button ${i}</button>.</p>` +
        `<div style="display:none"><p>hidden ${i}</p></div><ul><li>item</li><li>item</li></ul></section>`,
    );
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>Generated ${nodes}</title>${STYLE}</head><body>${blocks.join('')}</body></html>`;
}

/**
 * A page whose observation is larger than the default canonical bound (65,536 bytes): 200+ controls with
 * names near the 120-character limit, 32 long region summaries and multi-byte general text, so canonical
 * bounding has to give things up. Used for the Node-side cost "at the canonical bound".
 */
export function pageAtTheBound(): string {
  const words = 'zürich "quoted" naïve ünïcode façade señor 東京 résumé über crème brûlée smörgåsbord'.split(' ');
  const phrase = (seed: number, length: number) => {
    let out = '';
    for (let i = 0; out.length < length; i++) out += `${words[(seed + i) % words.length]} `;
    return out.slice(0, length).trim();
  };
  const parts: string[] = [];
  for (let i = 0; i < 40; i++) {
    parts.push(`<section><h2>${phrase(i, 60)} ${i}</h2><div role="status">${phrase(i + 3, 600)}</div><p>${phrase(i + 7, 400)}</p></section>`);
  }
  for (let i = 0; i < 260; i++) {
    parts.push(`<button>${phrase(i, 115)} ${i}</button> <a href="#l${i}">${phrase(i + 1, 115)} ${i}</a>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>At the canonical bound</title></head><body>${parts.join('')}</body></html>`;
}

/** The mixed page set of the throughput runs: file names and their contents. */
export function mixedPageSet(): { file: string; html: string }[] {
  return [
    { file: 'mixed-1k.html', html: generatedPage(1_000) },
    { file: 'mixed-10k.html', html: generatedPage(10_000) },
    { file: 'mixed-bound.html', html: pageAtTheBound() },
    { file: 'mixed-50k.html', html: generatedPage(50_000) },
  ];
}
