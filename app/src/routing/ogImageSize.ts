/** The size of every Open Graph picture (the size the networks show large). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
