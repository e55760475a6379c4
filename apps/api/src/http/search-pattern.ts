/** A LIKE pattern for a search box: wildcards escaped, so '50%' means the text '50%'. */
export const searchPattern = (search: string | undefined) =>
  search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
