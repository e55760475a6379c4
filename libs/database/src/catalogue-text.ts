/**
 * A catalogue module's text in a client's language: LEFT JOIN this (alias `t`) onto a query of
 * version_modules `v` and read `translatedTitle` / `translatedDescription`. Only approved
 * translations count; without one (or for English, or an agency's own module, whose category
 * is 'custom') the English stays, silently. `languageParam` is the language: a `$n` or an SQL
 * expression.
 */
export const translationJoin = (languageParam: string) =>
  `LEFT JOIN video_catalogue_translations t ON t.category_id = v.category_id
     AND t.module_id = v.module_id AND t.language = ${languageParam} AND t.status = 'approved'`;

export const translatedTitle = `coalesce(t.title, v.title)`;
export const translatedDescription = `coalesce(t.description, v.description)`;
