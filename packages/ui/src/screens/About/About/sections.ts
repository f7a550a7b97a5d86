import type { BlockNode, RichText } from '@rv/catalogue';

export interface RichTextSection {
  /** Anchor id of the section's `##` heading. */
  readonly id: string;
  /** The heading and the blocks up to the next `##` heading. */
  readonly blocks: RichText;
}

/** Splits a page body at its `##` headings, so a screen can put its own parts between sections. */
export function splitSections(body: RichText): RichTextSection[] {
  const sections: { id: string; blocks: BlockNode[] }[] = [];
  for (const block of body) {
    if (block.type === 'heading' && block.level === 2) sections.push({ id: block.id, blocks: [block] });
    else if (sections.length > 0) sections.at(-1)?.blocks.push(block);
    else sections.push({ id: '', blocks: [block] });
  }
  return sections;
}
