/** The font of what is typed as-is: DNS names and records, addresses, scope keys, zone files. */
export const monoFont = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;
/** `monoFont` at the size that sits beside 14 px body text. */
export const mono = { ...monoFont, fontSize: 13 } as const;
