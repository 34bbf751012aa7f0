/**
 * The rules a decision record and the index in `docs/decisions/README.md` keep: each record
 * opens with `# NNNN. Title`, a blank line and one `Status:` line; the index has one row per
 * record, naming an existing file, with the same status text. Pure functions over file names
 * and text, so the test can feed them broken records.
 */

export interface RecordFile {
  /** File name inside `docs/decisions/`, e.g. `0165-logins-apply-session-profiles.md`. */
  name: string;
  text: string;
}

export interface IndexRow {
  number: string;
  file: string;
  status: string;
}

/** A record's file name: four digits, a dash, a kebab-case title. */
export const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** How a status may start; what follows (issue, date, superseded parts) is free text. */
const STATUS_START =
  /^(accepted|proposed|rejected|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))/;

const INDEX_ROW = /^\| (?<number>\d{4}) \| \[.+\]\((?<file>[^)\s]+)\) \| (?<status>.+) \|$/;

/** The status text of a record, or the reason it has none in the agreed form. */
export function recordStatus(record: RecordFile): { status: string } | { problem: string } {
  const number = RECORD_FILE.exec(record.name)?.[1];
  if (number === undefined) return { problem: 'the file name is not NNNN-kebab-title.md' };
  const lines = record.text.split('\n');
  if (!lines[0]?.startsWith(`# ${number}. `)) {
    return { problem: `line 1 must be the title "# ${number}. …"` };
  }
  const line3 = lines[2] ?? '';
  if (lines[1] !== '' || !line3.startsWith('Status: ')) {
    return { problem: 'no "Status: …" line under the title (expected on line 3, after a blank)' };
  }
  if ((lines[3] ?? '') !== '') {
    return { problem: 'the status must fit on line 3; put any explanation in a paragraph below' };
  }
  const status = line3.slice('Status: '.length).trim();
  if (!STATUS_START.test(status)) {
    return {
      problem: `status "${status}" must start with accepted, proposed, rejected or "superseded by [NNNN](NNNN-….md)"`,
    };
  }
  return { status };
}

/** The rows of the index table; any other line of the README is ignored. */
export function indexRows(readme: string): IndexRow[] {
  const rows: IndexRow[] = [];
  for (const line of readme.split('\n')) {
    const groups = INDEX_ROW.exec(line)?.groups;
    if (groups?.number && groups.file && groups.status) {
      rows.push({ number: groups.number, file: groups.file, status: groups.status.trim() });
    }
  }
  return rows;
}

/** Links to other records inside a status, e.g. `[0142](0142-code-blocks….md)`. */
function linkedFiles(status: string): string[] {
  return [...status.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => match[1] ?? []);
}

/**
 * Every way the records and the index disagree, one message each, naming the file. An empty
 * list means the records are in order.
 */
export function findProblems(records: readonly RecordFile[], readme: string): string[] {
  const problems: string[] = [];
  const names = new Set(records.map((record) => record.name));
  const statuses = new Map<string, string>();

  for (const record of records) {
    const result = recordStatus(record);
    if ('problem' in result) {
      problems.push(`${record.name}: ${result.problem}`);
      continue;
    }
    statuses.set(record.name, result.status);
    for (const target of linkedFiles(result.status)) {
      if (!names.has(target)) {
        problems.push(`${record.name}: its status links to ${target}, which does not exist`);
      }
    }
  }

  const rows = indexRows(readme);
  const listed = new Map<string, IndexRow>();
  for (const row of rows) {
    if (listed.has(row.file)) {
      problems.push(`README.md lists ${row.file} twice`);
      continue;
    }
    listed.set(row.file, row);
    if (!row.file.startsWith(`${row.number}-`)) {
      problems.push(`README.md: the row numbered ${row.number} links to ${row.file}`);
    }
    if (!names.has(row.file)) {
      problems.push(`README.md lists ${row.file}, which does not exist`);
      continue;
    }
    const status = statuses.get(row.file);
    if (status !== undefined && status !== row.status) {
      problems.push(
        `${row.file}: the index says "${row.status}" but the file says "${status}"; make them the same`,
      );
    }
  }

  for (const record of records) {
    if (!listed.has(record.name)) {
      problems.push(`${record.name} is missing from the index in README.md`);
    }
  }
  return problems;
}
