export async function runSoak(seconds: number, log: (line: string) => void): Promise<void> {
  log(`soak ${seconds}`);
  throw new Error('not yet');
}
