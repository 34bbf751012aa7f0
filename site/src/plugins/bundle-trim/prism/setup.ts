// Evaluated before Prism's core (see core.ts): `manual` stops the core from highlighting every
// `code[class*=language-]` element of the page by itself once the document has loaded (React
// renders the highlighted tokens), and from installing a web worker message handler.
const host = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
host.Prism = { ...host.Prism, manual: true, disableWorkerMessageHandler: true };
export {};
