/**
 * Where a long type text may wrap: after a union's `|`, a list's `,`, an
 * object type's `;` and a generic's `<`, never inside a name or a string literal (`"bottom-left"` would otherwise
 * break at its hyphen). Each segment is kept whole; `gap` is the white space
 * that followed its separator in the text, "" where there was none.
 */
export interface TypeSegment {
  text: string;
  gap: string;
}

export function typeSegments(type: string): TypeSegment[] {
  const segments: TypeSegment[] = [];
  for (const match of type.matchAll(/([^|,;<]*[|,;<]?)(\s*)/g)) {
    const [whole, text = "", gap = ""] = match;
    if (whole === "") continue;
    segments.push({ text, gap });
  }
  return segments;
}
