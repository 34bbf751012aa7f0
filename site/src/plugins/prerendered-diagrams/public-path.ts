/** Where the build puts the drawings, under the site's base URL (client-safe: no Node imports). */
export const drawingsPath = 'assets/diagrams';
