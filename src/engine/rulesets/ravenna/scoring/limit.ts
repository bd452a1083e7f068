/** ravenna.md §10.4.1: the default limit (option `ravenna.limit`, R-21). */
export const RAVENNA_LIMIT = 200;
