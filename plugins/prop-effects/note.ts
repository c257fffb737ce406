/** The note a no-effect prop shows in place of its description. */
export function noEffectNote(core: string): string {
  return `No effect in core ${core}.`;
}
