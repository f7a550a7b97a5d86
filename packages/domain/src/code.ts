// The one-time code sent by text (docs/product/rules.md#code: digits only, 6 digits;
// site.yaml codeLength).

/** Digits only, at most `length`: what the code field shows as the voter types or pastes. */
export function formatCodeInput(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}
