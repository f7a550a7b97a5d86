import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { contentWithOverlay, removeContentCopies } from './testing';

it("removes the content copies a test file made (they piled up in the machine's temp folder)", () => {
  const roots = [contentWithOverlay(), contentWithOverlay('broken-yaml')];
  for (const root of roots) expect(existsSync(path.join(root, 'content/site.yaml'))).toBe(true);
  removeContentCopies();
  for (const root of roots) expect(existsSync(root)).toBe(false);
});
