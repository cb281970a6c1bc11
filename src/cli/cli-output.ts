/** Commands print JSON with --json (machine-readable, one line) or a short text otherwise. */
export function printResult(
  json: boolean | undefined,
  value: Record<string, unknown>,
  text: string,
): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${text}\n`);
}

export class CliUsageError extends Error {}

export function requireOption(value: string | undefined, flag: string): string {
  if (!value || value.trim() === '') throw new CliUsageError(`${flag} is required`);
  return value.trim();
}

export function requireEmail(value: string | undefined): string {
  const email = requireOption(value, '--email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
    throw new CliUsageError('--email must be an e-mail address');
  }
  return email;
}
