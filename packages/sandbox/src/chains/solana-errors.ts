/**
 * A failed Solana transaction's `err`, as the cluster's JSON-RPC writes it. litesvm gives the
 * runtime's error as Rust's debug text (`InstructionError(0, Custom(1))`, `AccountNotFound`,
 * `InsufficientFundsForRent { account_index: 0 }`); the RPC writes the same enum in serde's
 * externally tagged form (`{"InstructionError":[0,{"Custom":1}]}`, `"AccountNotFound"`,
 * `{"InsufficientFundsForRent":{"account_index":0}}`). The shapes map one to one, so the text is
 * parsed rather than every variant listed: a variant the runtime adds later maps the same way.
 */

export type SolanaErrorJson =
  string | number | SolanaErrorJson[] | { [name: string]: SolanaErrorJson };

class DebugParser {
  private at = 0;

  constructor(private readonly text: string) {}

  parse(): SolanaErrorJson {
    const value = this.value();
    if (this.at !== this.text.length) throw new Error(`unexpected text at ${this.at}`);
    return value;
  }

  private value(): SolanaErrorJson {
    const rest = this.text.slice(this.at);
    const number = /^-?\d+/.exec(rest);
    if (number) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    if (rest.startsWith('"')) return this.string();
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)?.[0];
    if (!name) throw new Error(`expected a value at ${this.at}`);
    this.at += name.length;
    if (this.take('(')) {
      const items = this.list(')', () => this.value());
      return { [name]: items.length === 1 ? (items[0] as SolanaErrorJson) : items };
    }
    if (this.take(' { ')) {
      const fields: Record<string, SolanaErrorJson> = {};
      this.list(' }', () => {
        const field = /^[a-z_][a-z0-9_]*/.exec(this.text.slice(this.at))?.[0];
        if (!field) throw new Error(`expected a field name at ${this.at}`);
        this.at += field.length;
        this.expect(': ');
        fields[field] = this.value();
      });
      return { [name]: fields };
    }
    return name;
  }

  private string(): string {
    const end = /^"((?:[^"\\]|\\.)*)"/.exec(this.text.slice(this.at));
    if (!end) throw new Error(`unterminated string at ${this.at}`);
    this.at += end[0].length;
    return JSON.parse(end[0]) as string;
  }

  private list<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.take(close)) {
      if (items.length > 0) this.expect(', ');
      items.push(item());
    }
    return items;
  }

  private take(token: string): boolean {
    if (!this.text.startsWith(token, this.at)) return false;
    this.at += token.length;
    return true;
  }

  private expect(token: string): void {
    if (!this.take(token)) throw new Error(`expected "${token}" at ${this.at}`);
  }
}

/** The `err: …` part of litesvm's `FailedTransactionMetadata` text, or undefined if absent. */
export function errorText(metadata: string): string | undefined {
  const start = metadata.indexOf('err: ');
  if (start < 0) return undefined;
  const end = metadata.indexOf(', meta: ', start);
  return metadata.slice(start + 'err: '.length, end < 0 ? undefined : end);
}

/**
 * The RPC's `err` for the runtime's error text; text the parser does not know (it should not
 * happen) keeps its words under `message` rather than failing the read.
 */
export function errorJson(text: string): SolanaErrorJson {
  try {
    return new DebugParser(text).parse();
  } catch {
    return { message: text };
  }
}
