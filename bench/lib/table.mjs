// A plain-text table with aligned columns (numbers right-aligned), for the benchmark's output.
export function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const numeric = header.map((_, column) =>
    rows.every((row) => /^[\d.,/ ()n/a-]*$/.test(String(row[column]))),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
