import { describe, expect, it } from 'vitest';
import { addFiles, formatBytes } from './files';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('picking files for a report', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('refuses a file over the size limit and past the count, each with why', () => {
    const config = { maxBytes: 100, maxFiles: 2 };
    const { files, refused } = addFiles(
      [],
      [file('a.png', 10), file('big.png', 200), file('b.png', 10), file('c.png', 10)],
      config,
    );
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(refused).toEqual(['big.png is larger than 100 B', 'c.png: a report holds at most 2 files']);
  });

  it('keeps one of the same file picked twice, and counts the report’s own', () => {
    const a = file('a.png', 10);
    expect(addFiles([a], [file('a.png', 10)], undefined).files).toHaveLength(1);
    expect(addFiles([], [a], { maxBytes: 100, maxFiles: 3 }, 3).refused).toHaveLength(1);
  });
});
