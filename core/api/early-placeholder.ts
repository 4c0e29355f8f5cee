/**
 * Stands in the early entry for the page files of each path (lower-cased path → the files of the
 * route's chunk, as JSON): the build writes them in once the chunk files have their names. In a
 * file of its own, which the early entry does not import: the build must find it exactly once
 * there, where DefinePlugin put it, also in a development build (which keeps unused exports).
 */
export const EARLY_PAGE_FILES_PLACEHOLDER = '@@early-page-files@@';
