/**
 * A state hash for golden replays and for checking that Node and the Worker agree: cyrb53-style
 * 64-bit hash of the canonical JSON (keys sorted) of the state.
 */
function canonical(value: unknown): string {
  // The app hashes the whole state at every save: one pass that builds the text directly, no
  // lists of entries, and numbers written without JSON.stringify (the same digits it writes).
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? canonicalArray(value) : canonicalObject(value);
    default:
      return JSON.stringify(value) ?? 'null';
  }
}

function canonicalArray(items: readonly unknown[]): string {
  let text = '[';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) text += ',';
    // A hole stays empty, as Array.prototype.join writes it.
    if (i in items) text += canonical(items[i]);
  }
  return text + ']';
}

function canonicalObject(value: object): string {
  const record = value as Record<string, unknown>;
  // Default order: UTF-16 code units, the same as comparing the keys with < and >.
  const keys = Object.keys(record).sort();
  let text = '{';
  let first = true;
  for (const key of keys) {
    const field = record[key];
    if (field === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:${canonical(field)}`;
    first = false;
  }
  return text + '}';
}

export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Equal for equal states, whatever the order their objects' keys were written in. */
export function stateHash(state: unknown): string {
  return hashText(canonical(state));
}
