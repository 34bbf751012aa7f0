// Prism's core, configured for React (see setup.ts). The bundle-trim plugin provides this
// module's default export to every module that uses a free `Prism` variable, which is how
// Prism's grammar files register themselves: no global is read, so grammars register on this
// instance wherever they are evaluated (the server renderer runs chunks in two contexts).
import './setup';
import Prism from 'prismjs/components/prism-core';

export default Prism;
