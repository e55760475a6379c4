/**
 * A small RFC 5545 reader for tests: unfolds lines (CRLF + space), splits each content line
 * into name, parameters and value, and unescapes TEXT values. Strict where our files must be:
 * CRLF line ends and no line over 75 octets.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value, as written. */
  raw: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
  /** The first property of this name, raw. */
  get(name: string): string | undefined;
  /** The first property of this name as TEXT, unescaped. */
  text(name: string): string | undefined;
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

export function parseIcs(ics: string): IcsComponent {
  if (!ics.endsWith('\r\n')) throw new Error('an iCalendar file ends with CRLF');
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n')) throw new Error(`a bare LF in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`an unfolded long line: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root = component('(root)');
  const stack = [root];
  for (const line of lines) {
    const property = contentLine(line);
    const current = stack[stack.length - 1];
    if (property.name === 'BEGIN') {
      const child = component(property.raw);
      current.components.push(child);
      stack.push(child);
    } else if (property.name === 'END') {
      if (current.name !== property.raw) throw new Error(`END:${property.raw} in ${current.name}`);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  if (stack.length !== 1 || root.components.length !== 1) throw new Error('unbalanced BEGIN/END');
  return root.components[0];
}

function component(name: string): IcsComponent {
  const properties: IcsProperty[] = [];
  return {
    name,
    properties,
    components: [],
    get: (wanted) => properties.find((p) => p.name === wanted)?.raw,
    text(wanted) {
      const raw = this.get(wanted);
      return raw === undefined ? undefined : unescapeText(raw);
    },
  };
}

/** name *(";" param) ":" value; parameter values may be quoted. */
function contentLine(line: string): IcsProperty {
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
  if (!match) throw new Error(`not a content line: ${line}`);
  const params: Record<string, string> = {};
  for (const param of match[2].match(/;[^;]+/g) ?? []) {
    const [key, value] = param.slice(1).split('=');
    params[key.toUpperCase()] = value.replace(/^"|"$/g, '');
  }
  return { name: match[1].toUpperCase(), params, raw: match[3] };
}
