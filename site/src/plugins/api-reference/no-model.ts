// What `@api-reference/full-model` resolves to in the browser's production bundle: nothing. The
// operation bodies are in the prerendered HTML, which hydration keeps (see the plugin's index).
export default null;
