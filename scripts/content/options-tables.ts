/** Finds documented option tables: an `options-of` marker comment followed by a Markdown table. */

export interface OptionsTable {
  packageName: string;
  /** The exported type the table documents. */
  typeName: string;
  /**
   * Property path inside that type when the table documents a nested object, from a marker
   * such as `TurnkeyProviderConfig.auth.oauthConfig`; empty for the type itself.
   */
  memberPath: string[];
  /** Option names from the table's first column (the text inside backticks). */
  names: string[];
  /** 1-based line of the marker. */
  line: number;
}

const MARKER =
  /^\{\/\*\s*options-of:\s*(\S+)\s+([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)*)\s*\*\/\}\s*$/;

export function optionsTables(source: string): OptionsTable[] {
  const lines = source.split('\n');
  const tables: OptionsTable[] = [];
  lines.forEach((line, index) => {
    const marker = MARKER.exec(line.trim());
    if (!marker) return;
    let row = index + 1;
    while (row < lines.length && (lines[row] ?? '').trim() === '') row += 1;
    const names: string[] = [];
    for (; row < lines.length && (lines[row] ?? '').trim().startsWith('|'); row += 1) {
      const firstCell = (lines[row] ?? '').split('|')[1] ?? '';
      const name = /`([^`]+)`/.exec(firstCell)?.[1];
      if (name) names.push(name.replace(/\?$/, ''));
    }
    tables.push({
      packageName: marker[1] ?? '',
      typeName: marker[2] ?? '',
      memberPath: (marker[3] ?? '').split('.').filter(Boolean),
      names,
      line: index + 1,
    });
  });
  return tables;
}
