import { afterEach, vi } from 'vitest';

// A test fails when code under test writes an unexpected console.error or console.warn.
const calls: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`${level}: ${args.map(String).join(' ')}`);
  });
}
afterEach(() => {
  const seen = calls.splice(0);
  if (seen.length > 0) throw new Error(`Unexpected console output:\n${seen.join('\n')}`);
});
