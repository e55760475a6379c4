/** '1 event', '2 events': a count with its noun (nouns that take an 's'). */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
