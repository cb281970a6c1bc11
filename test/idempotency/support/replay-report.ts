import { writeFileSync } from 'node:fs';

/** One line of the table: filled in as the case's steps pass, so a failure shows where it stopped. */
export interface ReplayLine {
  operation: string;
  firstStatus?: number;
  replayed?: string;
  events?: string;
  rows?: string;
  changed?: string;
  failure?: string;
}

const COLUMNS: [string, keyof ReplayLine][] = [
  ['operation', 'operation'],
  ['first status', 'firstStatus'],
  ['replayed (header + same bytes)', 'replayed'],
  ['outbox events first / after replay', 'events'],
  ['rows written once', 'rows'],
  ['same key, other body or path', 'changed'],
];

/** The markdown table of the replay of every POST, for the issue note. */
export class ReplayReport {
  private readonly lines: ReplayLine[] = [];

  add(line: ReplayLine): void {
    this.lines.push(line);
  }

  markdown(): string {
    const cell = (value: string | number | undefined) => String(value ?? '—').replace(/\|/g, '\\|');
    const rows = this.lines.map((line) => {
      const cells = COLUMNS.map(([, field]) => cell(line[field]));
      if (line.failure) cells[cells.length - 1] += ` **FAILED: ${cell(line.failure)}**`;
      return `| ${cells.join(' | ')} |`;
    });
    return [
      `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
      `|${COLUMNS.map(() => '---').join('|')}|`,
      ...rows,
    ].join('\n');
  }

  write(path: string): void {
    writeFileSync(path, `${this.markdown()}\n`);
  }
}
