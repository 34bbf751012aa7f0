import type { ReactNode } from 'react';
import { chainFamily, KEY_FORMATS, type AddressFormatRow } from '@site/src/config/address-formats';

export interface AddressFormatsProps {
  /** A family id of `CHAIN_FAMILIES` (the page's last route segment), or `keys` for the public-key formats. */
  family: string;
}

/** Backticked words in a shape become code; the rest stays text. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function Row({ row }: { row: AddressFormatRow }): ReactNode {
  return (
    <tr>
      <td>
        <code>{row.format}</code>
      </td>
      <td>{row.network}</td>
      <td>{withCode(row.shape)}</td>
      <td>
        <code>{row.curve}</code>
      </td>
      <td>
        {row.defaultPath ? <code>{row.defaultPath}</code> : 'No SDK helper in the pinned packages'}
      </td>
      <td>
        <code>{row.encoding}</code> / <code>{row.hashFunction}</code>
      </td>
    </tr>
  );
}

/**
 * The address-format table of a chain family's page, from `site/src/config/address-formats.ts`,
 * so that the facts live in one module that a test holds to the pinned SDK.
 */
export default function AddressFormats({ family }: AddressFormatsProps): ReactNode {
  const rows = family === 'keys' ? KEY_FORMATS : chainFamily(family).rows;
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th>Address format</th>
          <th>Network</th>
          <th>Address</th>
          <th>Curve</th>
          <th>Default path (index 0)</th>
          <th>SDK default encoding / hash function</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.format} row={row} />
        ))}
      </tbody>
    </table>
  );
}
